"""Values to and from bytes laid out as C structs (fpy).

The source of fpy's built-in `struct` module, compiled into the binary
(tools/embed_py.py) and run on the first `import struct`: the functions
and `error` come from the C module `_struct` (modules/structmodule.c);
Struct keeps a format and its size.

Threads: a Struct never changes after creation.
"""
from _struct import calcsize, error, iter_unpack, pack, pack_into, unpack, unpack_from

__all__ = ['calcsize', 'pack', 'pack_into', 'unpack', 'unpack_from', 'iter_unpack', 'Struct', 'error']


class Struct:
    """A compiled format: Struct('<hI').pack(1, 2)."""

    def __init__(self, format):
        self.size = calcsize(format)
        self.format = format.decode('ascii') if isinstance(format, bytes) else format

    def pack(self, *values):
        return pack(self.format, *values)

    def pack_into(self, buffer, offset, *values):
        return pack_into(self.format, buffer, offset, *values)

    def unpack(self, buffer):
        return unpack(self.format, buffer)

    def unpack_from(self, buffer, offset=0):
        return unpack_from(self.format, buffer, offset)

    def iter_unpack(self, buffer):
        return iter_unpack(self.format, buffer)
