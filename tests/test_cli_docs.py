"""Every command of the CLI is documented: a row in the README's command table and an example
in its ``--help`` (the commands are read from the click group, as sqlite-utils does)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from kg.cli import cli

README = Path(__file__).resolve().parent.parent / "README.md"
COMMANDS = sorted(cli.commands)


def table_commands(readme: str) -> set[str]:
    """Names of the commands in the README's command table (rows ``| `kg NAME ...` | ...``)."""
    return set(re.findall(r"^\| `kg ([a-z][\w-]*)\b", readme, flags=re.MULTILINE))


def test_the_group_has_every_command() -> None:
    assert COMMANDS == ["build", "eval", "query", "serve", "stats", "validate", "view"]


@pytest.mark.parametrize("command", COMMANDS)
def test_command_is_in_the_readme_table(command: str) -> None:
    assert command in table_commands(README.read_text(encoding="utf-8")), (
        f"kg {command} has no row in README.md's command table (| `kg {command} ...` | ... |)"
    )


@pytest.mark.parametrize("command", COMMANDS)
def test_command_help_has_an_example(command: str) -> None:
    result = CliRunner().invoke(cli, [command, "--help"], prog_name="kg")
    assert result.exit_code == 0, result.output
    assert result.output.startswith(f"Usage: kg {command} ")
    assert f"Example: kg {command} " in result.output


def test_the_table_check_catches_a_missing_row() -> None:
    readme = (
        "| `kg build INPUT...` | read |\n| `kg query GRAPH QUERY` | SPARQL |\n`kg eval` prose\n"
    )
    assert table_commands(readme) == {"build", "query"}
