"""The project's own import graph, read statically from the source (imports inside functions included).

Used by the architecture tests: which module imports which, which outside
packages (pygame, ...) each imports, and the strongly connected components of
that graph (an import cycle is a component of more than one module).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The project's top-level packages; one that does not exist yet (match/) simply has no modules.
PACKAGES = ("core", "engines", "levels", "scenes", "sprites", "tools", "tournament", "assets", "match")


def module_name(path: Path) -> str:
    """'scenes/front/menu.py' -> 'scenes.front.menu'; a package's __init__ is the package."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> dict[str, Path]:
    """Every module of the project's packages, by dotted name."""
    found: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            found[module_name(path)] = path
    return found


def _raw_imports(tree: ast.AST, here: str, is_package: bool) -> set[str]:
    """Every dotted name an import statement anywhere in the tree names, relative ones made absolute
    ("from . import x" in scenes/front/menu.py -> scenes.front, scenes.front.x)."""
    out: set[str] = set()
    base = here if is_package else here.rpartition(".")[0]
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                anchor = base
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                mod = f"{anchor}.{node.module}" if node.module else anchor
            else:
                mod = node.module or ""
            names = [mod] + [f"{mod}.{a.name}" for a in node.names]
        out.update(names)
    return out


def _imported(names: Iterable[str], here: str, known: set[str]) -> set[str]:
    """The project modules among `names`."""
    out: set[str] = set()
    for name in names:
        # The longest known module the name starts with ("scenes.front.menu.MainMenu" -> scenes.front.menu).
        while name and name not in known:
            name = name.rpartition(".")[0]
        if name and name != here:
            out.add(name)
    return out


def _parsed(name: str, path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    return _raw_imports(tree, name, path.name == "__init__.py")


def import_graph() -> dict[str, set[str]]:
    """module -> the project modules it imports (anywhere in the file)."""
    modules = project_modules()
    known = set(modules)
    return {name: _imported(_parsed(name, path), name, known) for name, path in modules.items()}


def outside_imports() -> dict[str, set[str]]:
    """module -> the top-level names of the packages it imports from outside the project (anywhere in the
    file): {"core.app": {"pygame", "os", ...}}."""
    modules = project_modules()
    tops = {name.split(".")[0] for name in modules}
    out: dict[str, set[str]] = {}
    for name, path in modules.items():
        out[name] = {n.split(".")[0] for n in _parsed(name, path) if n and n.split(".")[0] not in tops}
    return out


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The import cycles: strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in graph:
                    continue
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def folder(module: str, modules: dict[str, Path]) -> str:
    """The folder a module's file lives in, relative to the project ('scenes/front')."""
    return str(modules[module].parent.relative_to(ROOT))
