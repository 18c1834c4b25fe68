"""A small Markdown subset laid out for the TV: the Rules screen's renderer.

Supported: `#`/`##`/`###` headings, paragraphs, `-`/`*` and numbered lists,
fenced code blocks (drawn on a fixed character grid, so ASCII diagrams line up
with any font), `**bold**`/`` `code` `` markers (stripped) and `---` rules.
`parse` is pure; `layout` turns blocks into positioned lines for a width;
`paginate` cuts them into pages that never split a line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from core import text, theme

BODY = 38
H1, H2, H3 = 70, 54, 44
CODE = 30
TABLE = 34
LINE_GAP = 1.28


@dataclass(frozen=True)
class Block:
    """One parsed block: kind is h1/h2/h3/p/li/code/rule/table (rows by newline, cells by tab)."""

    kind: str
    text: str
    marker: str = ""


@dataclass(frozen=True)
class Line:
    """One laid-out line: y offset from the document top, style, text."""

    y: int
    height: int
    kind: str
    text: str
    indent: int = 0
    marker: str = ""
    #: For table rows: the cells and each column's x offset.
    cells: tuple[str, ...] = ()
    columns: tuple[int, ...] = ()


_INLINE = re.compile(r"\*\*(.+?)\*\*|`([^`]+)`|\*(?!\s)(.+?)(?<!\s)\*")


def plain(s: str) -> str:
    """Strip inline Markdown markers (bold, code, emphasis)."""
    return _INLINE.sub(lambda m: m.group(1) or m.group(2) or m.group(3) or "", s)


def parse(source: str) -> list[Block]:
    """Markdown source -> blocks."""
    blocks: list[Block] = []
    para: list[str] = []
    in_code = False
    code: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("p", plain(" ".join(s.strip() for s in para))))
            para.clear()

    for raw in source.splitlines():
        line = raw.rstrip()
        if line.strip().startswith("```"):
            if in_code:
                blocks.append(Block("code", "\n".join(code)))
                code = []
            else:
                flush()
            in_code = not in_code
            continue
        if in_code:
            code.append(line)
            continue
        stripped = line.strip()
        if not stripped:
            flush()
            continue
        if stripped.startswith("|") and stripped.endswith("|") and len(stripped) > 1:
            flush()
            cells = tuple(plain(c.strip()) for c in stripped[1:-1].split("|"))
            if all(re.fullmatch(r":?-{2,}:?", c) for c in cells if c):
                continue  # the header separator row
            row = "\t".join(cells)
            if blocks and blocks[-1].kind == "table":
                last = blocks.pop()
                blocks.append(Block("table", last.text + "\n" + row))
            else:
                blocks.append(Block("table", row))
            continue
        m = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        if m:
            flush()
            level = min(3, len(m.group(1)))
            blocks.append(Block(f"h{level}", plain(m.group(2))))
            continue
        if re.match(r"^(-{3,}|\*{3,})$", stripped):
            flush()
            blocks.append(Block("rule", ""))
            continue
        m = re.match(r"^([-*+]|\d+[.)])\s+(.*)$", stripped)
        if m:
            flush()
            marker = m.group(1) if m.group(1)[0].isdigit() else "-"
            indent = (len(line) - len(line.lstrip())) // 2
            blocks.append(Block("li", plain(m.group(2)), marker + (" " * indent)))
            continue
        if blocks and blocks[-1].kind == "li" and not para and raw.startswith("  "):
            last = blocks.pop()  # a list item's continuation line
            blocks.append(Block("li", last.text + " " + plain(stripped), last.marker))
            continue
        para.append(stripped)
    if in_code and code:
        blocks.append(Block("code", "\n".join(code)))
    flush()
    return blocks


def _size(kind: str) -> int:
    return {"h1": H1, "h2": H2, "h3": H3, "code": CODE}.get(kind, BODY)


def code_cell(size: int = CODE) -> tuple[int, int]:
    """Width and height of one character cell of the code grid."""
    f = text.font(size)
    return (max(f.size("M")[0], f.size("W")[0] - 2), f.get_linesize())


def layout(blocks: list[Block], width: int) -> list[Line]:
    """Lay blocks out at a width; returns lines with y offsets."""
    lines: list[Line] = []
    y = 0
    for block in blocks:
        kind = block.kind
        size = _size(kind)
        if kind in ("h1", "h2", "h3"):
            y += int(size * 0.5) if lines else 0
            for part in text.wrap(block.text, size, width, True):
                h = int(size * LINE_GAP)
                lines.append(Line(y, h, kind, part))
                y += h
            y += int(size * 0.2)
        elif kind == "rule":
            lines.append(Line(y + 10, 24, "rule", ""))
            y += 44
        elif kind == "table":
            rows = [tuple(r.split("\t")) for r in block.text.split("\n")]
            ncols = max(len(r) for r in rows)
            widths = [0] * ncols
            for r in rows:
                for c, cell in enumerate(r):
                    widths[c] = max(widths[c], text.font(TABLE, c == 0).size(cell)[0])
            gap = max(24, min(60, (width - sum(widths)) // max(1, ncols)))
            xs = tuple(sum(widths[:c]) + gap * c for c in range(ncols))
            h = int(TABLE * 1.5)
            y += 6
            for i, r in enumerate(rows):
                lines.append(Line(y, h, "th" if i == 0 else "td", "", cells=r, columns=xs))
                y += h
            y += 20
        elif kind == "code":
            _, ch = code_cell(size)
            y += 8
            for part in block.text.split("\n"):
                lines.append(Line(y, ch, "code", part))
                y += ch
            y += 20
        elif kind == "li":
            depth = block.marker.count(" ")
            indent = 60 + 40 * depth
            marker = block.marker.strip()
            for j, part in enumerate(text.wrap(block.text, size, width - indent)):
                h = int(size * LINE_GAP)
                lines.append(Line(y, h, "li", part, indent, marker if j == 0 else ""))
                y += h
            y += 6
        else:
            for part in text.wrap(block.text, size, width):
                h = int(size * LINE_GAP)
                lines.append(Line(y, h, "p", part))
                y += h
            y += int(size * 0.55)
    return lines


def paginate(lines: list[Line], page_height: int) -> list[int]:
    """The y offset where each page starts; a page never splits a line.

    A heading at the bottom of a page moves to the next page with its text.
    """
    starts = [0]
    for i, line in enumerate(lines):
        top = starts[-1]
        if line.y + line.height - top > page_height:
            j = i  # pull the heading lines just above (a wrapped or stacked heading) along
            while j > 0 and lines[j - 1].kind in ("h1", "h2", "h3") and lines[j - 1].y > top:
                j -= 1
            if line.y + line.height - lines[j].y > page_height:
                j = i  # the headings pulled along would not fit with it either: they stay behind
            starts.append(lines[j].y)
    return starts


def draw_lines(surface: pygame.Surface, lines: list[Line], origin: tuple[int, int], top: float,
               height: int, width: int) -> None:
    """Draw the lines whose y lies in [top, top + height) at origin."""
    ox, oy = origin
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(ox - 20, oy, width + 40, height))
    cw, _ = code_cell()
    for line in lines:
        # Only whole lines: a page never shows half a line at its edges.
        if line.y < top - 0.5 or line.y + line.height > top + height + 0.5:
            continue
        y = oy + line.y - top
        if line.kind == "rule":
            pygame.draw.line(surface, theme.PANEL_EDGE, (ox, y + 12), (ox + width, y + 12), 3)
        elif line.kind in ("th", "td"):
            if line.kind == "th":
                pygame.draw.rect(surface, theme.PANEL, pygame.Rect(ox - 12, y, width + 24, line.height))
            else:
                pygame.draw.line(surface, theme.PANEL, (ox - 12, y), (ox + width + 12, y), 2)
            for cell, cx in zip(line.cells, line.columns):
                color = theme.GOLD if line.kind == "th" else theme.INK
                text.blit_text(surface, cell, TABLE, color, (ox + cx, y + line.height / 2), "midleft",
                               line.kind == "th")
        elif line.kind == "code":
            pygame.draw.rect(surface, (8, 12, 24), pygame.Rect(ox - 12, y, width + 24, line.height))
            for col, ch in enumerate(line.text):
                if ch != " ":
                    surface.blit(text.label(ch, CODE, (170, 230, 190)), (ox + col * cw, y))
        elif line.kind in ("h1", "h2", "h3"):
            color = theme.GOLD if line.kind != "h3" else theme.INK
            text.blit_text(surface, line.text, _size(line.kind), color, (ox, y), "topleft", True)
        else:
            if line.marker:
                mark = "\u2022" if line.marker == "-" else line.marker
                if mark == "\u2022":
                    pygame.draw.circle(surface, theme.GOLD, (ox + line.indent - 26, y + BODY * 0.42), 7)
                else:
                    text.blit_text(surface, mark, BODY, theme.GOLD, (ox + line.indent - 12, y), "topright")
            text.blit_text(surface, line.text, BODY, theme.INK, (ox + line.indent, y), "topleft")
    surface.set_clip(clip)
