// kg HTML view: draws the graph embedded in #kg-data with vis-network.
// Every string in the data is untrusted: it reaches the page only through textContent,
// text nodes and element properties, never through innerHTML or HTML-string tooltips.
//
// Every node and edge is in the data, but a large graph's canvas starts with the part listed
// in data.shown (the best connected); search, the details panel and "Draw all" add the rest.
(function () {
  "use strict";

  var SVG = "http://www.w3.org/2000/svg";
  var FADED_NODE = 0.15;
  var FADED_EDGE = 0.08;
  var LABEL_COLOR = "#1f2933";
  var LABEL_FONT = "px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
  var LABEL_MIN_PX = 11;  // on screen, for the least connected node; hubs get up to +5 px
  var LABEL_CELL = 64;  // px: grid of the label collision test
  var FIT_MARGIN_X = 70;  // px left and right of the drawing, for labels
  var FIT_MARGIN_Y = 20;  // px above it (twice that below)
  var MAX_FIT_SCALE = 2.5;  // a small drawing is enlarged to fill the canvas, up to this zoom
  var EDGE_FONT_COLOR = "#52606d";
  var FADED_EDGE_FONT = "rgba(82,96,109,0.15)";
  var FADE_LIMIT = 4000;  // nodes + edges on the canvas; above it only the neighbours are marked
  var QUICK_LIMIT = 4000;  // edges on the canvas; above it edges hide while dragging and zooming
  var NEIGHBOUR_SHADOW = { enabled: true, color: "rgba(17,17,17,0.75)", size: 14, x: 0, y: 0 };
  var MAX_RESULTS = 30;
  var MAX_LISTED = 200;
  var MAX_BROUGHT = 60;  // neighbours drawn with a node brought onto the canvas
  var PAPER_LABEL_SCALE = 0.6;  // papers are labelled from this zoom on (or when highlighted)
  var GROUP_OPEN_SHARE = 0.3;  // zoomed in until a group's radius is this share of the canvas: opened
  var GROUP_LIMIT = 500;  // nodes drawn when a group opens (its best connected; the rest on demand)
  var GROUP_FONT = "px system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

  var timing = { start: performance.now(), network: null, firstDraw: null };
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

  function count(n) { return n.toLocaleString("en-US"); }

  // Evidence: [paper, extractor, confidence, start, end] (offsets into the paper's abstract)
  // or [paper, extractor, confidence, sentence].
  function sentenceOf(ev) {
    return ev.length > 4 ? info[ev[0]].abstract.slice(ev[3], ev[4]) : ev[3];
  }

  function edgeNote(edgeId) {
    var edge = data.edges[edgeId];
    return edgeInfo[edgeId].predicate + ": " + info[edge.from].label + " \u2192 " + info[edge.to].label;
  }

  // --- tooltips: DOM elements, which vis-network shows as they are ----------------------

  function nodeTooltip(id) {
    var item = info[id];
    var tip = h("div", { className: "kg-tip" }, h("strong", null, item.label),
      h("small", null, item.kind + " \u00b7 " + incident[id].length + " edge" + (incident[id].length === 1 ? "" : "s")));
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
      append(tip, h("blockquote", null, sentenceOf(ev)));
      append(tip, h("small", null, ev[1] + " \u00b7 confidence " + confidence(ev[2])));
    });
    if (meta.evidence.length > 3) { append(tip, h("small", null, "+ " + (meta.evidence.length - 3) + " more (click the edge)")); }
    return tip;
  }

  // --- what is on the canvas --------------------------------------------------------------

  // Incident edges of every node, over the whole graph.
  var incident = info.map(function () { return []; });
  data.edges.forEach(function (edge) {
    incident[edge.from].push(edge.id);
    if (edge.to !== edge.from) { incident[edge.to].push(edge.id); }
  });

  function neighboursOf(id) {
    var seen = new Set();
    incident[id].forEach(function (edgeId) {
      var edge = data.edges[edgeId];
      seen.add(edge.from === id ? edge.to : edge.from);
    });
    seen.delete(id);
    return Array.from(seen);
  }

  // Node size and label size follow the degree on a log scale over the whole graph (not over
  // what is drawn), so a node keeps its size when others are added.
  var minDegree = Infinity;
  var maxDegree = 0;
  data.nodes.forEach(function (node) {
    minDegree = Math.min(minDegree, node.value);
    maxDegree = Math.max(maxDegree, node.value);
  });
  data.options.nodes.scaling.customScalingFunction = function (min, max, total, value) {
    if (!(maxDegree > minDegree)) { return 0.5; }
    return (Math.log(value + 1) - Math.log(minDegree + 1)) / (Math.log(maxDegree + 1) - Math.log(minDegree + 1));
  };

  var hiddenKinds = new Set();
  // Edges to venues start hidden: the venue and year filters say the same without a star.
  var hiddenPredicates = new Set(data.hiddenPredicates);
  // The venue filter and the year range hide the papers (and venues) of other editions.
  var edition = { venue: "", from: "", to: "" };

  function inEdition(id) {
    var item = info[id];
    if (item.kind !== "Paper" && item.kind !== "Venue") { return true; }
    if (edition.venue && item.venue !== edition.venue) { return false; }
    if (!edition.from && !edition.to) { return true; }
    var year = Number(item.year);
    if (item.year === null || item.year === undefined || isNaN(year)) { return false; }
    return (!edition.from || year >= Number(edition.from)) && (!edition.to || year <= Number(edition.to));
  }
  // Groups of related work (kg.export.view.groups): a circle each, named on the canvas. A
  // large graph opens on them; a click or zooming in draws a group's papers and entities.
  var groups = data.groups;
  var groupOpen = new Uint8Array(groups.length);
  var groupShown = new Uint8Array(groups.length).fill(1);  // it has papers the filters keep
  var groupLines = groups.map(function (group) {
    var names = group.terms.length ? group.terms.map(function (t) { return info[t].label; }) : [group.name];
    return names.map(function (name) { return name.length > 34 ? name.slice(0, 33) + "\u2026" : name; })
      .concat([count(group.papers.length) + " paper" + (group.papers.length === 1 ? "" : "s")]);
  });
  var lastGroupLabels = [];  // [group, left, top, right, bottom] of the group names drawn last
  var nodeDrawn = new Uint8Array(info.length);
  var edgeDrawn = new Uint8Array(data.edges.length);
  var nodes = new vis.DataSet();
  var edges = new vis.DataSet();
  var network = null;

  // An opened group draws no edge to another group (drawn, they cross the canvas); the
  // nodes brought in by search, the details panel or "Draw all" draw theirs.
  var groupOf = new Int32Array(info.length).fill(-1);
  data.groups.forEach(function (group, g) { group.members.forEach(function (id) { groupOf[id] = g; }); });

  function draw(ids, withinGroups) {
    var newNodes = [];
    var newEdges = [];
    ids.forEach(function (id) {
      if (nodeDrawn[id]) { return; }
      nodeDrawn[id] = 1;
      var record = Object.assign({}, data.nodes[id]);
      delete record.label;  // drawn by drawLabels, which keeps them from piling up
      record.title = nodeTooltip(id);
      record.hidden = hiddenKinds.has(record.group) || !inEdition(id);
      newNodes.push(record);
    });
    newNodes.forEach(function (node) {
      incident[node.id].forEach(function (edgeId) {
        var edge = data.edges[edgeId];
        if (edgeDrawn[edgeId] || !nodeDrawn[edge.from] || !nodeDrawn[edge.to]) { return; }
        if (withinGroups && groupOf[edge.from] !== groupOf[edge.to]) { return; }
        edgeDrawn[edgeId] = 1;
        var record = Object.assign({}, edge);
        record.title = edgeTooltip(edge);
        record.hidden = hiddenPredicates.has(edge.label);
        newEdges.push(record);
      });
    });
    if (newNodes.length) { nodes.add(newNodes); }
    if (newEdges.length) { edges.add(newEdges); }
    if (network) { adaptToSize(); }
    showCanvasSummary();
    return newNodes.length;
  }

  // A node brought onto the canvas comes with its best-connected neighbours.
  function drawWithNeighbours(id, limit) {
    var around = neighboursOf(id).sort(function (a, b) { return data.nodes[b].value - data.nodes[a].value || a - b; });
    return draw([id].concat(around.slice(0, limit === undefined ? MAX_BROUGHT : limit)));
  }

  // A crowded canvas: edges hide while the view moves, and hovering (a search through every
  // node and edge on each mouse move) is off; tooltips still show when the pointer rests.
  function adaptToSize() {
    var quick = edges.length > QUICK_LIMIT;
    network.setOptions({ interaction: { hideEdgesOnDrag: quick, hideEdgesOnZoom: quick, hover: !quick } });
  }

  var canvasInfo = document.getElementById("kg-canvas-info");
  var drawAllButton = document.getElementById("kg-draw-all");

  function showCanvasSummary() {
    var complete = nodes.length === info.length && edges.length === data.edges.length;
    canvasInfo.hidden = complete;
    if (complete) { return; }
    document.getElementById("kg-canvas-counts").textContent =
      "Drawn: " + count(nodes.length) + " of " + count(info.length) + " nodes, " +
      count(edges.length) + " of " + count(data.edges.length) + " edges. " +
      (groups.length ? count(groups.length) + " groups of related work: click or zoom into one to draw its papers; search draws any node."
        : "(the best connected). Search or click a name to draw others.");
  }

  function drawAll() {
    status.textContent = "Drawing every node\u2026";
    // Let the status show before the long update.
    setTimeout(function () {
      draw(info.map(function (item, id) { return id; }));
      status.textContent = "";
    }, 20);
  }

  drawAllButton.addEventListener("click", drawAll);

  // --- the network ----------------------------------------------------------------------

  var status = document.getElementById("kg-status");
  document.getElementById("kg-title").textContent = data.title;
  document.title = data.title;
  document.getElementById("kg-stats").textContent =
    count(info.length) + " nodes \u00b7 " + count(data.edges.length) + " edges";

  draw(data.shown, data.shown.length < info.length);
  groups.forEach(function (group, g) {
    groupOpen[g] = group.members.every(function (id) { return nodeDrawn[id]; }) ? 1 : 0;
  });
  var container = document.getElementById("kg-network");
  network = new vis.Network(container, { nodes: nodes, edges: edges }, data.options);
  adaptToSize();
  timing.network = performance.now();
  // Like network.fit, with room around the nodes for their labels.
  function fitDrawn() {
    var bodyNodes = network.body.nodes;
    var left = Infinity, right = -Infinity, top = Infinity, bottom = -Infinity;
    nodes.getIds({ filter: function (n) { return !n.hidden; } }).forEach(function (id) {
      var node = bodyNodes[id];
      var size = node.options.size || 10;
      left = Math.min(left, node.x - size);
      right = Math.max(right, node.x + size);
      top = Math.min(top, node.y - size);
      bottom = Math.max(bottom, node.y + size);
    });
    groups.forEach(function (group, g) {
      if (!groupShown[g]) { return; }
      left = Math.min(left, group.x - group.r);
      right = Math.max(right, group.x + group.r);
      top = Math.min(top, group.y - group.r);
      bottom = Math.max(bottom, group.y + group.r);
    });
    if (left > right) { return; }
    var canvas = network.canvas.frame.canvas;
    var width = Math.max(canvas.clientWidth - 2 * FIT_MARGIN_X, 50);
    var height = Math.max(canvas.clientHeight - 3 * FIT_MARGIN_Y, 50);
    var scale = Math.min(width / Math.max(right - left, 1), height / Math.max(bottom - top, 1), MAX_FIT_SCALE);
    network.moveTo({ position: { x: (left + right) / 2, y: (top + bottom) / 2 + FIT_MARGIN_Y / (2 * scale) }, scale: scale });
  }

  fitDrawn();
  // Until the reader moves the view, keep the drawing fitted to the window.
  var viewMoved = false;
  network.once("dragStart", function () { viewMoved = true; });
  network.once("zoom", function () { viewMoved = true; });
  network.on("resize", function () { if (!viewMoved) { fitDrawn(); } });
  network.once("afterDrawing", function () {
    timing.firstDraw = performance.now();
    status.textContent = "";
    document.body.setAttribute("data-ready", "true");
  });

  // --- labels ---------------------------------------------------------------------------

  // vis-network draws every label it is given, so at a glance of a large graph they pile up.
  // The page draws them itself after each frame: highlighted nodes first, then by falling
  // degree, each only where it overlaps no label already drawn. Zooming in makes room, so
  // more labels appear; text stays the same size on screen.
  var importance = data.nodes.map(function (node) { return data.options.nodes.scaling.customScalingFunction(0, 0, 0, node.value); });
  // Informative nodes first (kg.export.view.groups.label_order): the entities that name a
  // group, the specific shared ones, then generic hubs, and papers last.
  var labelOrder = data.labelOrder;
  var labelLines = data.nodes.map(function (node) { return node.label ? String(node.label).split("\n") : []; });
  var labelWidths = new Float32Array(info.length).fill(-1);
  var firstLabels = [];  // the highlighted nodes: labelled first
  var lastLabels = [];  // [id, left, top, right, bottom] of the labels drawn last (for tests)

  function drawLabels(ctx) {
    var view = network.body.view;
    var bodyNodes = network.body.nodes;
    var canvas = network.canvas.frame.canvas;
    var width = canvas.clientWidth;
    var height = canvas.clientHeight;
    var ratio = network.canvas.pixelRatio || 1;
    var grid = new Map();
    lastLabels = [];
    lastGroupLabels = [];
    ctx.save();
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.textAlign = "center";
    ctx.textBaseline = "top";
    ctx.lineJoin = "round";
    ctx.lineWidth = 3;
    ctx.strokeStyle = "#ffffff";

    function fits(left, top, right, bottom) {
      var found = true;
      var cells = [];
      for (var cx = Math.floor(left / LABEL_CELL); cx <= Math.floor(right / LABEL_CELL); cx++) {
        for (var cy = Math.floor(top / LABEL_CELL); cy <= Math.floor(bottom / LABEL_CELL); cy++) {
          var key = cx * 100003 + cy;
          var boxes = grid.get(key);
          if (boxes) {
            for (var i = 0; i < boxes.length && found; i++) {
              var b = boxes[i];
              if (left < b[2] && b[0] < right && top < b[3] && b[1] < bottom) { found = false; }
            }
          }
          cells.push(key);
        }
      }
      if (found) {
        var box = [left, top, right, bottom];
        cells.forEach(function (key) {
          if (!grid.has(key)) { grid.set(key, []); }
          grid.get(key).push(box);
        });
      }
      return found;
    }

    // A group's name (its naming entities, one a line) and paper count: in the middle of its
    // circle, or above it once the group is open (its nodes are drawn inside).
    function groupLabel(g) {
      var group = groups[g];
      var cx = group.x * view.scale + view.translation.x;
      var cy = group.y * view.scale + view.translation.y;
      var r = group.r * view.scale;
      if (cx + r < 0 || cx - r > width || cy + r < 0 || cy - r > height) { return; }
      var full = groupLines[g];
      // Where the whole name does not fit, its first entity and the count, or that entity,
      // smaller.
      var choices = [[full, 13], [[full[0], full[full.length - 1]], 12], [[full[0]], 11]];
      for (var c = full.length > 2 ? 0 : 1; c < choices.length; c++) {
        var lines = choices[c][0];
        var px = choices[c][1];
        var lineHeight = px + 3;
        ctx.font = "600 " + px + GROUP_FONT;
        var half = Math.max.apply(null, lines.map(function (line) { return ctx.measureText(line).width; })) / 2 + 3;
        var tall = lineHeight * lines.length;
        var x = Math.min(Math.max(cx, half + 1), width - half - 1);
        // In the middle (an open group's: above it); where another name is there, below the
        // circle, then above it (an open group's: inside it), and each beside its first place,
        // so that close or large circles keep every name.
        var places = groupOpen[g]
          ? [cy - r - tall - 2, cy + r + 2, cy - tall / 2]
          : [cy - tall / 2, cy + r + 2, cy - r - tall - 2];
        var xs = [x, x - 2 * half - 4, x + 2 * half + 4].map(function (at) {
          return Math.min(Math.max(at, half + 1), width - half - 1);
        });
        for (var p = 0; p < places.length; p++) {
          var y = Math.min(Math.max(places[p], 1), height - 1 - tall);
          for (var q = 0; q < xs.length; q++) {
            if (fits(xs[q] - half, y, xs[q] + half, y + tall)) {
              paintGroupLabel(g, lines, xs[q], y, half, lineHeight, px);
              return;
            }
          }
        }
      }
    }

    function paintGroupLabel(g, lines, x, y, half, lineHeight, px) {
      lastGroupLabels.push([g, x - half, y, x + half, y + lineHeight * lines.length]);
      ctx.globalAlpha = 1;
      lines.forEach(function (line, i) {
        var last = i === lines.length - 1 && lines.length > 1;
        ctx.font = (last ? "" : "600 ") + (last ? px - 1 : px) + GROUP_FONT;
        ctx.fillStyle = last ? "#52606d" : "#102a43";
        ctx.strokeText(line, x, y + i * lineHeight);
        ctx.fillText(line, x, y + i * lineHeight);
      });
    }

    function label(id) {
      var node = bodyNodes[id];
      if (!node || node.options.hidden || !labelLines[id].length) { return; }
      var faded = fadedNodes.has(id);
      var x = node.x * view.scale + view.translation.x;
      var radius = (node.options.size || 10) * view.scale;
      var y = node.y * view.scale + view.translation.y + radius + 2;
      if (x < 0 || x > width || y - radius < 0 || y - radius > height) { return; }  // off the canvas
      var px = Math.round(LABEL_MIN_PX + 5 * importance[id]);
      ctx.font = px + LABEL_FONT;
      if (labelWidths[id] < 0) {
        labelWidths[id] = Math.max.apply(null, labelLines[id].map(function (line) { return ctx.measureText(line).width; })) / px;
      }
      var half = labelWidths[id] * px / 2 + 2;
      var lineHeight = px + 2;
      // Never clipped: a label that would cross an edge of the canvas moves inside it.
      x = Math.min(Math.max(x, half + 1), width - half - 1);
      var tall = lineHeight * labelLines[id].length;
      // Below the node, else above it where another label already takes the place below.
      var places = [y, y - 2 * radius - 4 - tall].map(function (at) {
        return Math.min(at, height - 1 - tall);
      });
      y = places.find(function (at) {
        return x - half >= 0 && at >= 0 && fits(x - half, at, x + half, at + tall);
      });
      if (y === undefined) { return; }
      var bottom = y + tall;
      lastLabels.push([id, x - half, y, x + half, bottom]);
      ctx.globalAlpha = faded ? 0.25 : 1;
      ctx.fillStyle = LABEL_COLOR;
      labelLines[id].forEach(function (line, i) {
        ctx.strokeText(line, x, y + i * lineHeight);
        ctx.fillText(line, x, y + i * lineHeight);
      });
    }

    firstLabels.forEach(function (id) { label(id); });
    var highlighted = new Set(firstLabels);
    groups.forEach(function (group, g) { if (groupShown[g]) { groupLabel(g); } });
    var papersToo = view.scale >= PAPER_LABEL_SCALE;
    labelOrder.forEach(function (id) {
      if (nodeDrawn[id] && !highlighted.has(id) && (papersToo || info[id].kind !== "Paper")) { label(id); }
    });
    ctx.restore();
  }

  network.on("afterDrawing", drawLabels);

  // --- groups -----------------------------------------------------------------------------

  network.on("beforeDrawing", function (ctx) {
    var scale = network.getScale();
    ctx.save();
    groups.forEach(function (group, g) {
      if (!groupShown[g]) { return; }
      ctx.beginPath();
      ctx.arc(group.x, group.y, group.r, 0, 2 * Math.PI);
      ctx.fillStyle = groupOpen[g] ? "rgba(78,121,167,0.035)" : "rgba(78,121,167,0.09)";
      ctx.fill();
      ctx.lineWidth = 1.5 / scale;
      ctx.strokeStyle = "rgba(44,79,115,0.35)";
      ctx.stroke();
    });
    ctx.restore();
  });

  function groupAt(point) {
    var found = -1;
    groups.forEach(function (group, g) {
      if (groupShown[g] && Math.hypot(point.x - group.x, point.y - group.y) <= group.r &&
          (found < 0 || group.r < groups[found].r)) { found = g; }
    });
    return found;
  }

  // Draw a group's papers and entities (its GROUP_LIMIT best connected), and zoom to it.
  function openGroup(g, opts) {
    var group = groups[g];
    if (!groupOpen[g]) {
      var members = group.members.slice();
      if (members.length > GROUP_LIMIT) {
        members.sort(function (a, b) { return data.nodes[b].value - data.nodes[a].value || a - b; });
        members = members.slice(0, GROUP_LIMIT);
      }
      groupOpen[g] = 1;
      draw(members, true);
    }
    if (opts && opts.focus) {
      var canvas = network.canvas.frame.canvas;
      var scale = Math.min(canvas.clientWidth, canvas.clientHeight) / (2.1 * group.r);
      viewMoved = true;
      network.moveTo({ position: { x: group.x, y: group.y }, scale: scale, animation: opts.animate === false ? false : { duration: 400, easingFunction: "easeInOutQuad" } });
    }
  }

  // Zooming in far enough on a group opens it.
  var zoomTimer = null;
  network.on("zoom", function () {
    clearTimeout(zoomTimer);
    zoomTimer = setTimeout(function () {
      var canvas = network.canvas.frame.canvas;
      var side = Math.min(canvas.clientWidth, canvas.clientHeight);
      var scale = network.getScale();
      groups.forEach(function (group, g) {
        if (groupOpen[g] || !groupShown[g] || group.r * scale < GROUP_OPEN_SHARE * side) { return; }
        var at = network.canvasToDOM({ x: group.x, y: group.y });
        if (at.x > -group.r * scale && at.x < canvas.clientWidth + group.r * scale &&
            at.y > -group.r * scale && at.y < canvas.clientHeight + group.r * scale) { openGroup(g); }
      });
    }, 120);
  });

  // --- neighbourhood highlight ----------------------------------------------------------

  // A small canvas: everything outside the neighbourhood fades. Updating every node and edge
  // costs about 0.1 ms each, so a large one instead marks only the neighbours (a shadow),
  // while vis-network itself highlights the selected node's edges.
  var fadedNodes = new Set();
  var fadedEdges = new Set();
  var marked = new Set();

  function fade(keepNodes, keepEdges) {
    if (nodes.length + edges.length <= FADE_LIMIT) {
      mark(null);
      fadeEverything(keepNodes, keepEdges);
    } else {
      fadeEverything(null, null);
      mark(keepNodes);
    }
  }

  function fadeEverything(keepNodes, keepEdges) {
    var nodeUpdates = [];
    var edgeUpdates = [];
    if (keepNodes === null && !fadedNodes.size && !fadedEdges.size) { return; }
    nodes.getIds().forEach(function (id) {
      var faded = keepNodes !== null && !keepNodes.has(id);
      if (faded !== fadedNodes.has(id)) {
        if (faded) { fadedNodes.add(id); } else { fadedNodes.delete(id); }
        nodeUpdates.push({ id: id, opacity: faded ? FADED_NODE : 1 });
      }
    });
    edges.getIds().forEach(function (id) {
      var faded = keepEdges !== null && !keepEdges.has(id);
      if (faded !== fadedEdges.has(id)) {
        if (faded) { fadedEdges.add(id); } else { fadedEdges.delete(id); }
        edgeUpdates.push({ id: id, color: { opacity: faded ? FADED_EDGE : 1 }, font: { color: faded ? FADED_EDGE_FONT : EDGE_FONT_COLOR } });
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
      if (!marked.has(id) && nodeDrawn[id]) { updates.push({ id: id, shadow: NEIGHBOUR_SHADOW }); }
    });
    marked = new Set();
    wanted.forEach(function (id) { if (nodeDrawn[id]) { marked.add(id); } });
    if (updates.length) { nodes.update(updates); }
  }

  function highlightNeighbourhood(ids) {
    firstLabels = ids.slice();
    if (!ids.length) { fade(null, null); return; }
    var keepNodes = new Set(ids);
    var keepEdges = new Set();
    ids.forEach(function (id) {
      incident[id].forEach(function (edgeId) {
        if (!edgeDrawn[edgeId]) { return; }
        var edge = data.edges[edgeId];
        keepEdges.add(edgeId);
        keepNodes.add(edge.from);
        keepNodes.add(edge.to);
      });
    });
    keepNodes.forEach(function (id) { if (ids.indexOf(id) < 0) { firstLabels.push(id); } });
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

  function showGroup(g) {
    var group = groups[g];
    var entities = group.members.length - group.papers.length;
    clear(details);
    append(details, [h("span", { className: "kg-kind" }, "Group of related work"), h("h2", null, group.name)]);
    append(details, h("p", { className: "kg-muted" }, count(group.papers.length) + " papers, " + count(entities) + " entities"));
    if (group.terms.length) {
      append(details, h("h3", null, "Named after what its papers share most, and others rarely"));
      var terms = h("ul", { className: "kg-list" });
      group.terms.forEach(function (t) { append(terms, h("li", null, swatch(info[t].kind), " ", nodeButton(t))); });
      append(details, terms);
    }
    append(details, h("h3", null, "Papers (" + count(group.papers.length) + ")"));
    var papers = h("ul", { className: "kg-list" });
    group.papers.slice(0, MAX_LISTED).forEach(function (p) { append(papers, h("li", null, nodeButton(p))); });
    if (group.papers.length > MAX_LISTED) { append(papers, h("li", { className: "kg-muted" }, "\u2026 and " + count(group.papers.length - MAX_LISTED) + " more")); }
    append(details, papers);
    firstLabels = [];
    fade(null, null);
  }

  // A paper's edges by predicate, each with the sentence of this paper that is its evidence.
  function relationsByPredicate(id) {
    var byPredicate = {};
    incident[id].forEach(function (edgeId) {
      var predicate = edgeInfo[edgeId].predicate;
      (byPredicate[predicate] = byPredicate[predicate] || []).push(edgeId);
    });
    var section = h("div", { className: "kg-relations" });
    var listed = 0;
    Object.keys(byPredicate).sort().forEach(function (predicate) {
      var ids = byPredicate[predicate];
      append(section, h("h4", { className: "kg-predicate" }, predicate + " (" + ids.length + ")"));
      var list = h("ul", { className: "kg-list" });
      ids.forEach(function (edgeId) {
        if (listed++ >= MAX_LISTED) { return; }
        var edge = data.edges[edgeId];
        var outgoing = edge.from === id;
        var own = edgeInfo[edgeId].evidence.filter(function (ev) { return ev[0] === id; });
        var sentence = own.length ? sentenceOf(own[0]) : null;
        var open = h("button", { type: "button", className: "kg-link", textContent: outgoing ? "\u2192" : "\u2190", title: "Show this edge and its sentence" });
        open.addEventListener("click", function () { showEdge(edgeId); });
        append(list, h("li", { className: "kg-relation" }, open, " ", nodeButton(outgoing ? edge.to : edge.from),
          sentence ? h("q", { className: "kg-sentence" }, sentence) : null));
      });
      append(section, list);
    });
    if (listed > MAX_LISTED) { append(section, h("p", { className: "kg-muted" }, "\u2026 and " + (listed - MAX_LISTED) + " more")); }
    return section;
  }

  // The abstract with only the given edge's evidence marked.
  function abstractWithEdge(item, edgeId) {
    var text = item.abstract;
    var paragraph = h("p", { className: "kg-abstract" });
    var position = 0;
    item.highlights.forEach(function (segment) {
      var start = segment[0];
      var end = segment[1];
      if (segment[2].indexOf(edgeId) < 0 || start < position || end > text.length || start >= end) { return; }
      append(paragraph, text.slice(position, start));
      append(paragraph, h("mark", { title: edgeNote(edgeId) }, text.slice(start, end)));
      position = end;
    });
    append(paragraph, text.slice(position));
    return paragraph;
  }

  function undrawnNeighbours(id) {
    var missing = neighboursOf(id).filter(function (other) { return !nodeDrawn[other]; });
    if (!missing.length) { return null; }
    var button = h("button", { type: "button", className: "kg-action", textContent: "Draw its " + count(missing.length) + " other neighbour" + (missing.length === 1 ? "" : "s") });
    button.addEventListener("click", function () {
      draw(missing);
      select(id, { focus: false });
    });
    return h("p", { className: "kg-muted" }, button);
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
      append(details, [list, undrawnNeighbours(id)]);
      append(details, [h("h3", null, "Relations (" + incident[id].length + "), each with its sentence"), relationsByPredicate(id)]);
      append(details, [h("h3", null, "Abstract"), h("p", { className: "kg-abstract" }, item.abstract)]);
      return;
    } else {
      field(list, "Kind", item.kind);
      field(list, "Aliases", item.aliases.join("; "));
      if (item.value !== undefined) { field(list, "Value", item.value); }
      if (item.kind === "CodeRepository") { field(list, "URL", link(item.url)); }
      field(list, "IRI", item.iri);
      append(details, [list, undrawnNeighbours(id)]);
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
    draw([edge.from, edge.to]);
    clear(details);
    append(details, [h("span", { className: "kg-kind" }, "Edge"), h("h2", null, meta.predicate)]);
    var list = h("dl");
    field(list, "From", nodeButton(edge.from));
    field(list, "To", nodeButton(edge.to));
    append(details, list);
    append(details, h("h3", null, "Evidence (" + meta.evidence.length + ")"));
    if (!meta.evidence.length) { append(details, h("p", { className: "kg-muted" }, "Structural edge: no evidence sentence.")); }
    meta.evidence.forEach(function (ev) {
      append(details, h("div", { className: "kg-evidence" }, sentenceOf(ev),
        h("small", null, ev[0] >= 0 ? ["in ", nodeButton(ev[0]), " \u00b7 "] : null,
          ev[1] + " \u00b7 confidence " + confidence(ev[2]))));
    });
    // In context: each paper's abstract with this edge's sentence, and only it, marked.
    var papers = [];
    meta.evidence.forEach(function (ev) { if (ev[0] >= 0 && papers.indexOf(ev[0]) < 0) { papers.push(ev[0]); } });
    papers.slice(0, 3).forEach(function (paper) {
      append(details, [h("h3", null, "In the abstract of " + info[paper].label), abstractWithEdge(info[paper], edgeId)]);
    });
    network.selectEdges([edgeId]);
    firstLabels = [edge.from, edge.to];
    fade(new Set(firstLabels), new Set([edgeId]));
  }

  function showNothing() {
    clear(details);
    append(details, h("p", { className: "kg-muted" }, "Click a node or an edge to see its details."));
    firstLabels = [];
    fade(null, null);
  }

  // Select a node anywhere in the graph: drawn first if it is not on the canvas yet.
  function select(id, opts) {
    var added = nodeDrawn[id] ? 0 : drawWithNeighbours(id);
    var item = nodes.get(id);
    if (item && !item.hidden) {
      network.selectNodes([id]);
      highlightNeighbourhood([id]);
      if ((opts && opts.focus) || added) {
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
    } else if (groupAt(params.pointer.canvas) >= 0) {
      var g = groupAt(params.pointer.canvas);
      openGroup(g, { focus: true });
      showGroup(g);
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

  // Every node of the graph, drawn or not: exact names first, then prefixes, then substrings.
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

  function isVisible(id) {
    var item = nodes.get(id);
    return !!item && !item.hidden;
  }

  function runSearch(focusFirst) {
    var found = search(searchBox.value);
    clear(results);
    if (!searchBox.value.trim()) {
      summary.textContent = "";
      network.unselectAll();
      firstLabels = [];
      fade(null, null);
      return found;
    }
    summary.textContent = found.length ? count(found.length) + " match" + (found.length === 1 ? "" : "es") : "No match";
    if (found.length && (focusFirst || found.length === 1)) {  // Enter with no match selects nothing
      select(found[0], { focus: true });  // draws it first if need be
      network.selectNodes(found.filter(isVisible));
    } else if (found.length) {
      var visible = found.filter(isVisible);
      network.selectNodes(visible);
      highlightNeighbourhood(visible);
      if (visible.length) {
        network.fit({ nodes: visible, animation: { duration: 400, easingFunction: "easeInOutQuad" } });
      }
    }
    found.slice(0, MAX_RESULTS).forEach(function (id) {
      var note = null;
      if (hiddenKinds.has(info[id].kind)) { note = " (hidden by a filter)"; }
      else if (!nodeDrawn[id]) { note = " (not drawn yet)"; }
      append(results, h("li", null, swatch(info[id].kind), " ", nodeButton(id),
        note ? h("span", { className: "kg-muted" }, note) : null));
    });
    if (found.length > MAX_RESULTS) { append(results, h("li", { className: "kg-muted" }, "\u2026 and " + count(found.length - MAX_RESULTS) + " more")); }
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

  function checkbox(labelChildren, total, onChange, checked) {
    var input = h("input", { type: "checkbox", checked: checked !== false });
    input.addEventListener("change", function () { onChange(input.checked); });
    return h("label", null, input, labelChildren, h("span", { className: "kg-count" }, count(total)));
  }

  var legend = document.getElementById("kg-legend");
  data.kinds.forEach(function (k) {
    var row = checkbox([swatch(k.kind), h("span", null, k.kind)], k.count, function (shown) {
      if (shown) { hiddenKinds.delete(k.kind); } else { hiddenKinds.add(k.kind); }
      nodes.update(nodes.getIds({ filter: function (n) { return n.group === k.kind; } })
        .map(function (id) { return { id: id, hidden: !shown || !inEdition(id) }; }));
      refit();
    });
    row.setAttribute("data-kind", k.kind);
    append(legend, row);
  });

  var edgeFilter = document.getElementById("kg-edge-filter");
  data.predicates.forEach(function (p) {
    var row = checkbox([h("span", { className: "kg-edge-line" }), h("span", null, p.predicate)], p.count, function (shown) {
      if (shown) { hiddenPredicates.delete(p.predicate); } else { hiddenPredicates.add(p.predicate); }
      edges.update(edges.getIds({ filter: function (e) { return e.label === p.predicate; } })
        .map(function (id) { return { id: id, hidden: !shown }; }));
    }, !hiddenPredicates.has(p.predicate));
    row.setAttribute("data-predicate", p.predicate);
    append(edgeFilter, row);
  });

  var editions = document.getElementById("kg-editions");
  var editionSummary = document.getElementById("kg-editions-summary");
  // A group is shown while the filters keep one of its papers.
  function refit() {
    var papersShown = !hiddenKinds.has("Paper");
    groups.forEach(function (group, g) {
      groupShown[g] = papersShown && group.papers.some(inEdition) ? 1 : 0;
    });
    fitDrawn();
  }

  function applyEdition() {
    var papers = 0;
    info.forEach(function (item, id) { if (item.kind === "Paper" && inEdition(id)) { papers += 1; } });
    editionSummary.textContent = edition.venue || edition.from || edition.to ? count(papers) + " papers shown" : "";
    nodes.update(nodes.getIds({ filter: function (n) { return n.group === "Paper" || n.group === "Venue"; } })
      .map(function (id) { return { id: id, hidden: hiddenKinds.has(info[id].kind) || !inEdition(id) }; }));
    refit();
  }
  [["kg-venue", "venue", "venue", data.venues], ["kg-year-from", "from", "year", data.years],
    ["kg-year-to", "to", "year", data.years]].forEach(function (spec) {
    var choice = document.getElementById(spec[0]);
    spec[3].forEach(function (entry) {
      var value = String(entry[spec[2]]);
      append(choice, h("option", { value: value }, spec[2] === "year" ? value : value + " (" + count(entry.count) + ")"));
    });
    choice.addEventListener("change", function () { edition[spec[1]] = choice.value; applyEdition(); });
  });
  editions.hidden = !(data.venues.length || data.years.length);

  if (data.selected !== null) { select(data.selected, { focus: false }); }

  // --- handles for tests and notebooks ---------------------------------------------------

  window.kgNetwork = network;
  window.kgView = {
    network: network,
    nodes: nodes,
    edges: edges,
    timing: timing,
    select: select,
    showEdge: showEdge,
    fit: fitDrawn,
    labels: function () { return lastLabels.slice(); },
    drawAll: function () { return draw(info.map(function (item, id) { return id; })); },
    isDrawn: function (id) { return nodeDrawn[id] === 1; },
    search: function (query) { searchBox.value = query; return runSearch(true); },
    filterEdition: function (venue, from, to) {
      edition = { venue: venue || "", from: from ? String(from) : "", to: to ? String(to) : "" };
      document.getElementById("kg-venue").value = edition.venue;
      document.getElementById("kg-year-from").value = edition.from;
      document.getElementById("kg-year-to").value = edition.to;
      applyEdition();
    },
    groups: function () {
      return groups.map(function (group, g) {
        return { name: group.name, papers: group.papers.length, open: groupOpen[g] === 1, shown: groupShown[g] === 1,
          x: group.x, y: group.y, r: group.r };
      });
    },
    groupLabels: function () { return lastGroupLabels.slice(); },
    openGroup: function (g) { openGroup(g, { focus: true, animate: false }); showGroup(g); },
    idOf: function (iri) {
      for (var i = 0; i < info.length; i++) { if (info[i].iri === iri) { return i; } }
      return null;
    }
  };
})();
