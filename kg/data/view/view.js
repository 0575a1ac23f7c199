// kg HTML view: draws the graph embedded in #kg-data with vis-network.
// Every string in the data is untrusted: it reaches the page only through textContent,
// text nodes and element properties, never through innerHTML or HTML-string tooltips.
(function () {
  "use strict";

  var SVG = "http://www.w3.org/2000/svg";
  var FADED_NODE = 0.15;
  var FADED_EDGE = 0.08;
  var FONT_COLOR = "#1f2933";
  var FADED_FONT = "rgba(31,41,51,0.2)";
  var EDGE_FONT_COLOR = "#52606d";
  var FADED_EDGE_FONT = "rgba(82,96,109,0.15)";
  var FADE_LIMIT = 4000;  // nodes + edges
  var NEIGHBOUR_SHADOW = { enabled: true, color: "rgba(17,17,17,0.75)", size: 14, x: 0, y: 0 };
  var MAX_RESULTS = 30;
  var MAX_LISTED = 200;

  var timing = { start: performance.now(), tooltips: null, network: null, stabilized: null, firstDraw: null };
  var data = JSON.parse(document.getElementById("kg-data").textContent);
  var info = data.info;
  var edgeInfo = data.edgeInfo;
  var kindStyle = {};
  data.kinds.forEach(function (k) { kindStyle[k.kind] = k; });

  // --- DOM helpers: text goes in as text, links only for http(s) ------------------------

  function h(tag, props) {
    var node = document.createElement(tag);
    if (props) {
      Object.keys(props).forEach(function (name) { node[name] = props[name]; });
    }
    for (var i = 2; i < arguments.length; i++) { append(node, arguments[i]); }
    return node;
  }

  function append(parent, child) {
    if (child === null || child === undefined || child === false) { return; }
    if (Array.isArray(child)) { child.forEach(function (c) { append(parent, c); }); return; }
    parent.appendChild(typeof child === "object" ? child : document.createTextNode(String(child)));
  }

  function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }

  function httpUrl(value) {
    if (typeof value !== "string") { return null; }
    var url;
    try { url = new URL(value.trim()); } catch (e) { return null; }
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  }

  function link(value) {
    var href = httpUrl(value);
    if (!href) { return String(value); }
    return h("a", { href: href, target: "_blank", rel: "noopener noreferrer", textContent: value });
  }

  function swatch(kind) {
    var style = kindStyle[kind] || { shape: "dot", color: "#d3d3d3", border: "#7b7b7b", dashed: true };
    var svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("width", "16");
    svg.setAttribute("height", "16");
    svg.setAttribute("viewBox", "0 0 16 16");
    svg.setAttribute("class", "kg-swatch");
    svg.setAttribute("aria-hidden", "true");
    var shape;
    var points = {
      diamond: "8,1 15,8 8,15 1,8",
      triangle: "8,1.5 15,14 1,14",
      triangleDown: "1,2 15,2 8,14.5",
      star: "8,1 9.9,6 15,6 10.9,9.2 12.4,14.5 8,11.3 3.6,14.5 5.1,9.2 1,6 6.1,6",
      hexagon: "4.5,1.5 11.5,1.5 15,8 11.5,14.5 4.5,14.5 1,8"
    }[style.shape];
    if (points) {
      shape = document.createElementNS(SVG, "polygon");
      shape.setAttribute("points", points);
    } else if (style.shape === "square") {
      shape = document.createElementNS(SVG, "rect");
      ["x", "y"].forEach(function (a) { shape.setAttribute(a, "2"); });
      ["width", "height"].forEach(function (a) { shape.setAttribute(a, "12"); });
    } else {
      shape = document.createElementNS(SVG, "circle");
      shape.setAttribute("cx", "8");
      shape.setAttribute("cy", "8");
      shape.setAttribute("r", "6.5");
    }
    shape.setAttribute("fill", style.color);
    shape.setAttribute("stroke", style.border);
    shape.setAttribute("stroke-width", style.dashed ? "1.6" : "1");
    if (style.dashed) { shape.setAttribute("stroke-dasharray", "2.5,1.5"); }
    svg.appendChild(shape);
    return svg;
  }

  function confidence(value) { return typeof value === "number" ? value.toFixed(2) : "?"; }

  // --- tooltips: DOM elements, which vis-network shows as they are ----------------------

  function nodeTooltip(id) {
    var item = info[id];
    var tip = h("div", { className: "kg-tip" }, h("strong", null, item.label), h("small", null, item.kind));
    if (item.aliases.length) {
      append(tip, h("small", null, "also: " + item.aliases.slice(0, 5).join("; ") + (item.aliases.length > 5 ? "; \u2026" : "")));
    }
    return tip;
  }

  function edgeTooltip(edge) {
    var meta = edgeInfo[edge.id];
    var tip = h("div", { className: "kg-tip" },
      h("strong", null, meta.predicate),
      h("small", null, info[edge.from].label + " \u2192 " + info[edge.to].label));
    meta.evidence.slice(0, 3).forEach(function (ev) {
      append(tip, h("blockquote", null, ev[3]));
      append(tip, h("small", null, ev[1] + " \u00b7 confidence " + confidence(ev[2])));
    });
    if (meta.evidence.length > 3) { append(tip, h("small", null, "+ " + (meta.evidence.length - 3) + " more (click the edge)")); }
    return tip;
  }

  // --- the network ----------------------------------------------------------------------

  data.nodes.forEach(function (node) { node.title = nodeTooltip(node.id); });
  data.edges.forEach(function (edge) { edge.title = edgeTooltip(edge); });
  timing.tooltips = performance.now();
  var nodes = new vis.DataSet(data.nodes);
  var edges = new vis.DataSet(data.edges);
  var container = document.getElementById("kg-network");
  var network = new vis.Network(container, { nodes: nodes, edges: edges }, data.options);
  timing.network = performance.now();

  var status = document.getElementById("kg-status");
  document.getElementById("kg-title").textContent = data.title;
  document.title = data.title;
  document.getElementById("kg-stats").textContent =
    data.nodes.length + " nodes \u00b7 " + data.edges.length + " edges";

  if (!data.options.physics.enabled) {
    network.fit();  // no stabilization run, which would otherwise fit the view at its end
  }
  network.once("stabilizationIterationsDone", function () {
    timing.stabilized = performance.now();
    // Stop the simulation: a large graph would otherwise keep the CPU busy for ever.
    network.setOptions({ physics: { enabled: false } });
  });
  network.on("stabilizationProgress", function (p) {
    status.textContent = "Laying out the graph\u2026 " + Math.round(100 * p.iterations / p.total) + "%";
  });
  network.once("afterDrawing", function () {
    timing.firstDraw = performance.now();
    status.textContent = "";
    document.body.setAttribute("data-ready", "true");
  });

  // Adjacency for the details panel, by node index.
  var incident = info.map(function () { return []; });
  data.edges.forEach(function (edge) {
    incident[edge.from].push(edge.id);
    incident[edge.to].push(edge.id);
  });

  // --- neighbourhood highlight ----------------------------------------------------------

  // Small graphs: everything outside the neighbourhood fades. Updating every node and edge
  // costs about 0.1 ms each, so large graphs instead mark only the neighbours (a shadow),
  // while vis-network itself highlights the selected node's edges.
  var fadeEverything = data.nodes.length + data.edges.length <= FADE_LIMIT;
  var fadedNodes = new Set();
  var fadedEdges = new Set();
  var marked = new Set();

  function fade(keepNodes, keepEdges) {
    if (!fadeEverything) { mark(keepNodes); return; }
    var nodeUpdates = [];
    var edgeUpdates = [];
    data.nodes.forEach(function (node) {
      var faded = keepNodes !== null && !keepNodes.has(node.id);
      if (faded !== fadedNodes.has(node.id)) {
        if (faded) { fadedNodes.add(node.id); } else { fadedNodes.delete(node.id); }
        nodeUpdates.push({ id: node.id, opacity: faded ? FADED_NODE : 1, font: { color: faded ? FADED_FONT : FONT_COLOR } });
      }
    });
    data.edges.forEach(function (edge) {
      var faded = keepEdges !== null && !keepEdges.has(edge.id);
      if (faded !== fadedEdges.has(edge.id)) {
        if (faded) { fadedEdges.add(edge.id); } else { fadedEdges.delete(edge.id); }
        edgeUpdates.push({ id: edge.id, color: { opacity: faded ? FADED_EDGE : 1 }, font: { color: faded ? FADED_EDGE_FONT : EDGE_FONT_COLOR } });
      }
    });
    if (nodeUpdates.length) { nodes.update(nodeUpdates); }
    if (edgeUpdates.length) { edges.update(edgeUpdates); }
  }

  function mark(keepNodes) {
    var wanted = keepNodes || new Set();
    var updates = [];
    marked.forEach(function (id) {
      if (!wanted.has(id)) { updates.push({ id: id, shadow: false }); }
    });
    wanted.forEach(function (id) {
      if (!marked.has(id)) { updates.push({ id: id, shadow: NEIGHBOUR_SHADOW }); }
    });
    marked = new Set(wanted);
    if (updates.length) { nodes.update(updates); }
  }

  function highlightNeighbourhood(ids) {
    if (!ids.length) { fade(null, null); return; }
    var keepNodes = new Set(ids);
    var keepEdges = new Set();
    ids.forEach(function (id) {
      incident[id].forEach(function (edgeId) {
        var edge = data.edges[edgeId];
        keepEdges.add(edgeId);
        keepNodes.add(edge.from);
        keepNodes.add(edge.to);
      });
    });
    fade(keepNodes, keepEdges);
  }

  // --- details panel --------------------------------------------------------------------

  var details = document.getElementById("kg-details");

  function nodeButton(id) {
    var button = h("button", { type: "button", className: "kg-link", textContent: info[id].label });
    button.addEventListener("click", function () { select(id, { focus: true }); });
    return button;
  }

  function field(list, name, value) {
    if (value === null || value === undefined || value === "" || (Array.isArray(value) && !value.length)) { return; }
    append(list, [h("dt", null, name), h("dd", null, value)]);
  }

  function abstractWithEvidence(item) {
    var text = item.abstract;
    var paragraph = h("p", { className: "kg-abstract" });
    var position = 0;
    item.highlights.forEach(function (segment) {
      var start = segment[0];
      var end = segment[1];
      if (start < position || end > text.length || start >= end) { return; }
      append(paragraph, text.slice(position, start));
      append(paragraph, h("mark", { title: segment[2].join("\n") }, text.slice(start, end)));
      position = end;
    });
    append(paragraph, text.slice(position));
    return paragraph;
  }

  function relations(id) {
    var list = h("ul", { className: "kg-list" });
    var ids = incident[id].slice().sort(function (a, b) {
      var pa = edgeInfo[a].predicate;
      var pb = edgeInfo[b].predicate;
      return pa < pb ? -1 : pa > pb ? 1 : a - b;
    });
    ids.slice(0, MAX_LISTED).forEach(function (edgeId) {
      var edge = data.edges[edgeId];
      var outgoing = edge.from === id;
      var predicate = h("button", { type: "button", className: "kg-link", textContent: edgeInfo[edgeId].predicate });
      predicate.addEventListener("click", function () { showEdge(edgeId); });
      append(list, h("li", null, outgoing ? "\u2192 " : "\u2190 ", predicate, " ", nodeButton(outgoing ? edge.to : edge.from)));
    });
    if (ids.length > MAX_LISTED) { append(list, h("li", { className: "kg-muted" }, "\u2026 and " + (ids.length - MAX_LISTED) + " more")); }
    return list;
  }

  function kindBadge(kind) { return h("span", { className: "kg-kind" }, swatch(kind), kind); }

  function showNode(id) {
    var item = info[id];
    clear(details);
    append(details, [kindBadge(item.kind), h("h2", null, item.label)]);
    var list = h("dl");
    if (item.kind === "Paper") {
      append(details, h("p", { className: "kg-note" }, item.labelDerived
        ? "The record has no title: this label is derived from the abstract."
        : "This label is the paper's title."));
      field(list, "Title", item.title || "(none)");
      field(list, "Authors", item.authors.join("; "));
      field(list, "Year", item.year === null ? null : String(item.year));
      var venues = incident[id].filter(function (e) { return edgeInfo[e].predicate === "isPartOf"; })
        .map(function (e) { return nodeButton(data.edges[e].to); });
      field(list, "Venue", venues);
      field(list, "DOI", item.doi);
      field(list, "Identifier", item.identifier);
      field(list, "URL", item.url ? link(item.url) : null);
      field(list, "Keywords", item.keywords.join("; "));
      field(list, "Source", item.source);
      field(list, "Key", item.key);
      field(list, "IRI", item.iri);
      append(details, list);
      append(details, h("h3", null, "Abstract"));
      if (item.highlights.length) { append(details, h("p", { className: "kg-note" }, "Highlighted: sentences that are evidence for this paper's edges.")); }
      append(details, abstractWithEvidence(item));
    } else {
      field(list, "Kind", item.kind);
      field(list, "Aliases", item.aliases.join("; "));
      if (item.value !== undefined) { field(list, "Value", item.value); }
      if (item.kind === "CodeRepository") { field(list, "URL", link(item.url)); }
      field(list, "IRI", item.iri);
      append(details, list);
      append(details, h("h3", null, "Papers (" + item.papers.length + ")"));
      var papers = h("ul", { className: "kg-list" });
      item.papers.slice(0, MAX_LISTED).forEach(function (p) { append(papers, h("li", null, nodeButton(p))); });
      if (item.papers.length > MAX_LISTED) { append(papers, h("li", { className: "kg-muted" }, "\u2026 and " + (item.papers.length - MAX_LISTED) + " more")); }
      append(details, papers);
    }
    append(details, [h("h3", null, "Relations (" + incident[id].length + ")"), relations(id)]);
  }

  function showEdge(edgeId) {
    var edge = data.edges[edgeId];
    var meta = edgeInfo[edgeId];
    clear(details);
    append(details, [h("span", { className: "kg-kind" }, "Edge"), h("h2", null, meta.predicate)]);
    var list = h("dl");
    field(list, "From", nodeButton(edge.from));
    field(list, "To", nodeButton(edge.to));
    append(details, list);
    append(details, h("h3", null, "Evidence (" + meta.evidence.length + ")"));
    if (!meta.evidence.length) { append(details, h("p", { className: "kg-muted" }, "Structural edge: no evidence sentence.")); }
    meta.evidence.forEach(function (ev) {
      append(details, h("div", { className: "kg-evidence" }, ev[3],
        h("small", null, ev[0] >= 0 ? ["in ", nodeButton(ev[0]), " \u00b7 "] : null,
          ev[1] + " \u00b7 confidence " + confidence(ev[2]))));
    });
    network.selectEdges([edgeId]);
    var ends = [edge.from, edge.to];
    fade(new Set(ends), new Set([edgeId]));
  }

  function showNothing() {
    clear(details);
    append(details, h("p", { className: "kg-muted" }, "Click a node or an edge to see its details."));
    fade(null, null);
  }

  function select(id, opts) {
    var item = nodes.get(id);
    if (item && !item.hidden) {
      network.selectNodes([id]);
      highlightNeighbourhood([id]);
      if (opts && opts.focus) {
        network.focus(id, { scale: Math.max(network.getScale(), 0.8), animation: { duration: 400, easingFunction: "easeInOutQuad" } });
      }
    }
    showNode(id);
  }

  network.on("click", function (params) {
    if (params.nodes.length) {
      highlightNeighbourhood(params.nodes);
      showNode(params.nodes[0]);
    } else if (params.edges.length) {
      showEdge(params.edges[0]);
    } else {
      showNothing();
    }
  });

  // --- search ---------------------------------------------------------------------------

  function fold(text) {
    return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }
  var searchable = info.map(function (item) {
    return [fold(item.label)].concat(item.aliases.map(fold));
  });

  var searchBox = document.getElementById("kg-search");
  var results = document.getElementById("kg-search-results");
  var summary = document.getElementById("kg-search-summary");
  var searchTimer = null;

  function search(query) {
    var q = fold(query.trim());
    if (!q) { return []; }
    var found = [];
    searchable.forEach(function (names, id) {
      var rank = 4;
      names.forEach(function (name) {
        if (name === q) { rank = Math.min(rank, 0); }
        else if (name.indexOf(q) === 0) { rank = Math.min(rank, 1); }
        else if (name.indexOf(q) > 0) { rank = Math.min(rank, 2); }
      });
      if (rank < 4) { found.push([rank, info[id].label.length, id]); }
    });
    found.sort(function (a, b) { return a[0] - b[0] || a[1] - b[1] || a[2] - b[2]; });
    return found.map(function (f) { return f[2]; });
  }

  function runSearch(focusFirst) {
    var found = search(searchBox.value);
    clear(results);
    if (!searchBox.value.trim()) {
      summary.textContent = "";
      network.unselectAll();
      fade(null, null);
      return found;
    }
    summary.textContent = found.length ? found.length + " match" + (found.length === 1 ? "" : "es") : "No match";
    found.slice(0, MAX_RESULTS).forEach(function (id) {
      var item = nodes.get(id);
      append(results, h("li", null, swatch(info[id].kind), " ", nodeButton(id),
        item.hidden ? h("span", { className: "kg-muted" }, " (hidden by a filter)") : null));
    });
    var visible = found.filter(function (id) { return !nodes.get(id).hidden; });
    network.selectNodes(visible);
    highlightNeighbourhood(visible);
    if (visible.length) {
      if (focusFirst || visible.length === 1) {
        select(visible[0], { focus: true });
        network.selectNodes(visible);
      } else {
        network.fit({ nodes: visible, animation: { duration: 400, easingFunction: "easeInOutQuad" } });
      }
    }
    return found;
  }

  searchBox.addEventListener("input", function () {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(function () { runSearch(false); }, 200);
  });
  searchBox.addEventListener("keydown", function (event) {
    if (event.key === "Enter") {
      clearTimeout(searchTimer);
      runSearch(true);
    }
  });

  // --- legend and filters ---------------------------------------------------------------

  function checkbox(labelChildren, count, onChange) {
    var input = h("input", { type: "checkbox", checked: true });
    input.addEventListener("change", function () { onChange(input.checked); });
    return h("label", null, input, labelChildren, h("span", { className: "kg-count" }, String(count)));
  }

  var legend = document.getElementById("kg-legend");
  data.kinds.forEach(function (k) {
    var ids = data.nodes.filter(function (n) { return n.group === k.kind; }).map(function (n) { return n.id; });
    var row = checkbox([swatch(k.kind), h("span", null, k.kind)], k.count, function (shown) {
      nodes.update(ids.map(function (id) { return { id: id, hidden: !shown }; }));
    });
    row.setAttribute("data-kind", k.kind);
    append(legend, row);
  });

  var edgeFilter = document.getElementById("kg-edge-filter");
  data.predicates.forEach(function (p) {
    var ids = edgeInfo.map(function (e, id) { return e.predicate === p.predicate ? id : -1; })
      .filter(function (id) { return id >= 0; });
    var row = checkbox([h("span", { className: "kg-edge-line" }), h("span", null, p.predicate)], p.count, function (shown) {
      edges.update(ids.map(function (id) { return { id: id, hidden: !shown }; }));
    });
    row.setAttribute("data-predicate", p.predicate);
    append(edgeFilter, row);
  });

  // --- handles for tests and notebooks ---------------------------------------------------

  window.kgNetwork = network;
  window.kgView = {
    network: network,
    nodes: nodes,
    edges: edges,
    timing: timing,
    select: select,
    showEdge: showEdge,
    search: function (query) { searchBox.value = query; return runSearch(true); },
    idOf: function (iri) {
      for (var i = 0; i < info.length; i++) { if (info[i].iri === iri) { return i; } }
      return null;
    }
  };
})();
