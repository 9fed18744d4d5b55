"""Code in a page and the lines around it: ``mask_code`` (code blanked, offsets kept), which lines sit
inside a fenced block, and the heading that ends a section."""

from __future__ import annotations

import re

# used with .match(text, pos): no "^", which would only match at the very start of text
_FENCE_OPEN = re.compile(r" {0,3}(`{3,}|~{3,})")


# --------------------------------------------------------------------------------------------------
# code masking, fences


def _fence_close_re(fence: str) -> re.Pattern[str]:
    return re.compile(rf" {{0,3}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$")


def mask_code(text: str) -> str:
    """Replace code by spaces of the same length, so offsets into the result are offsets into ``text``.

    Masked: fenced blocks opened at the start of a line by three or more backticks *or tildes*
    (to the matching closing fence, or to the end of the text when unclosed); a triple backtick in
    the middle of a line (to the next triple backtick); inline code spans of one or two backticks
    (to the next run of the same length on the same line; an unmatched run is left as it is).
    Newlines inside masked regions are kept. gbrain masks only backtick fences (section 4.2); the
    tilde fences are a deliberate improvement.
    """
    out = list(text)
    n = len(text)

    def blank(a: int, b: int) -> None:
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    i = 0
    while i < n:
        at_line_start = i == 0 or text[i - 1] == "\n"
        if at_line_start:
            line_end = text.find("\n", i)
            line_end = n if line_end < 0 else line_end
            m = _FENCE_OPEN.match(text, i, line_end)
            if m:
                closer = _fence_close_re(m.group(1))
                pos = line_end + 1
                end = n
                while pos < n:
                    nl = text.find("\n", pos)
                    nl = n if nl < 0 else nl
                    if closer.match(text, pos, nl):
                        end = nl
                        break
                    pos = nl + 1
                blank(i, end)
                i = end
                continue
        ch = text[i]
        if ch != "`":
            # skip quickly to the next interesting character
            nxt_tick = text.find("`", i)
            nxt_nl = text.find("\n", i)
            candidates = [p for p in (nxt_tick, nxt_nl + 1 if nxt_nl >= 0 else -1) if p > i]
            i = min(candidates) if candidates else n
            continue
        run = i
        while run < n and text[run] == "`":
            run += 1
        width = run - i
        if width >= 3:
            close = text.find("```", run)
            end = n if close < 0 else close + 3
            blank(i, end)
            i = end
            continue
        line_end = text.find("\n", run)
        line_end = n if line_end < 0 else line_end
        close = re.compile(rf"(?<!`){'`' * width}(?!`)").search(text, run, line_end)
        if close:
            blank(i, close.end())
            i = close.end()
        else:
            i = run
    return "".join(out)


def _fenced_lines(lines: list[str]) -> list[bool]:
    """For each line: is it inside a fenced code block (fence lines included)?"""
    flags = []
    closer: re.Pattern[str] | None = None
    for line in lines:
        if closer is not None:
            flags.append(True)
            if closer.match(line):
                closer = None
            continue
        m = _FENCE_OPEN.match(line)
        if m:
            closer = _fence_close_re(m.group(1))
            flags.append(True)
        else:
            flags.append(False)
    return flags


# a # or ## heading: where a section ends (split_body, the takes and facts sections)
_H2_OR_H1 = re.compile(r"^#{1,2}[ \t]+\S")
