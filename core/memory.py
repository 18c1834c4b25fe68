"""Keeping the arcade's resident memory to what it uses (glibc's allocator; elsewhere nothing changes).

Tables make and drop big pictures (a 1920x1080 layer is 8 MB) all the time. glibc serves such blocks
from its heap once its "dynamic mmap threshold" has risen past them (it does after the first one is
freed), and a heap keeps freed pages resident: measured over all five games played twice, the arcade's
peak resident memory was 245 MB, of which 60-100 MB were freed pages (docs/PERFORMANCE.md, "Soak").
A fixed threshold keeps every big block in its own mapping, given back the moment it is freed, and a
trim after a game hands back what small blocks left.
"""

from __future__ import annotations

import ctypes
from typing import Any

#: mallopt's parameter number for the mmap threshold (glibc's M_MMAP_THRESHOLD).
M_MMAP_THRESHOLD = -3
#: Blocks from this size up get their own mapping. 256 KB: a card face (about 60 KB) stays on the heap,
#: every layer, felt and full-screen picture does not.
MMAP_THRESHOLD_BYTES = 256 * 1024

_libc: Any = None


def _glibc() -> Any:
    """The C library if it is glibc (it has mallopt and malloc_trim), else None."""
    global _libc
    if _libc is None:
        try:
            lib = ctypes.CDLL("libc.so.6")
            lib.mallopt, lib.malloc_trim  # noqa: B018 - both or nothing
            _libc = lib
        except (OSError, AttributeError):
            _libc = False
    return _libc or None


def keep_big_blocks_apart() -> bool:
    """Fix the mmap threshold (call once, early). False where the allocator is not glibc's."""
    lib = _glibc()
    return bool(lib is not None and lib.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD_BYTES) == 1)


def release_free_heap() -> bool:
    """Hand the heap's free pages back to the system (malloc_trim). Nothing in use is released, so a
    leak still shows; False where there is no malloc_trim (not glibc)."""
    lib = _glibc()
    if lib is None:
        return False
    lib.malloc_trim(0)
    return True
