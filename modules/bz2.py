"""bzip2 compression (fpy).

compress/decompress in one call, BZ2File and open() for files ('rb',
'wb', 'xb', 'ab' and the text modes through _compression.TextWrapper);
BZ2Compressor and BZ2Decompressor come from the C module `_bz2`
(modules/bz2module.c, on libbz2).  Reading handles several streams one
after the other and ignores trailing data that is not bzip2, as CPython.

Left out: seek on a file open for writing.

Threads: a BZ2File has no lock; share one between threads behind a lock.
A compressor or decompressor has its own lock, and compresses without
holding up other threads.
"""
import builtins
import io
import os
import _compression
from _bz2 import BZ2Compressor, BZ2Decompressor

__all__ = ['BZ2File', 'BZ2Compressor', 'BZ2Decompressor', 'open', 'compress', 'decompress']

_EOF_MESSAGE = 'Compressed file ended before the end-of-stream marker was reached'


class BZ2File(_compression.BaseStream):
    """A bzip2 file: BZ2File(filename, mode='r', *, compresslevel=9)."""

    _fp = None
    _closefp = False

    def __init__(self, filename, mode='r', *, compresslevel=9):
        if not (1 <= compresslevel <= 9):
            raise ValueError('compresslevel must be between 1 and 9')
        if mode in ('', 'r', 'rb'):
            mode, code = 'rb', _compression._READ
        elif mode in ('w', 'wb'):
            mode, code = 'wb', _compression._WRITE
        elif mode in ('x', 'xb'):
            mode, code = 'xb', _compression._WRITE
        elif mode in ('a', 'ab'):
            mode, code = 'ab', _compression._WRITE
        else:
            raise ValueError('Invalid mode: %r' % (mode,))
        if isinstance(filename, (str, bytes, os.PathLike)):
            self._fp = builtins.open(filename, mode)
            self._closefp = True
        elif hasattr(filename, 'read') or hasattr(filename, 'write'):
            self._fp = filename
        else:
            raise TypeError('filename must be a str, bytes, file or PathLike object')
        if code == _compression._WRITE:
            self._compressor = BZ2Compressor(compresslevel)
            self._wpos = 0
        else:
            self._rewind()
        self._mode = code

    def close(self):
        if self._mode == _compression._CLOSED:
            return
        try:
            if self._mode == _compression._WRITE:
                self._fp.write(self._compressor.flush())
                self._compressor = None
        finally:
            try:
                if self._closefp:
                    self._fp.close()
            finally:
                self._fp = None
                self._closefp = False
                self._mode = _compression._CLOSED

    # ---- reading ----
    def _rewind(self):
        self._reset_read()
        self._decomp = BZ2Decompressor()

    def _read_chunk(self):
        while True:
            d = self._decomp
            if d.eof:
                raw = d.unused_data or self._fp.read(_compression.BUFFER_SIZE)
                if not raw:
                    return b''
                self._decomp = BZ2Decompressor()
                try:
                    data = self._decomp.decompress(raw, _compression.BUFFER_SIZE)
                except OSError:
                    return b''  # trailing data that is not a bzip2 stream
            else:
                if d.needs_input:
                    raw = self._fp.read(_compression.BUFFER_SIZE)
                    if not raw:
                        raise EOFError(_EOF_MESSAGE)
                else:
                    raw = b''
                data = d.decompress(raw, _compression.BUFFER_SIZE)
            if data:
                return data

    # ---- writing ----
    def write(self, data):
        """Compress data into the file; returns the number of bytes taken."""
        self._check_can_write()
        if isinstance(data, (bytes, bytearray)):
            length = len(data)
        else:
            data = memoryview(data)
            length = data.nbytes
        self._fp.write(self._compressor.compress(data))
        self._wpos += length
        return length

    def tell(self):
        self._check_not_closed()
        return self._wpos if self._mode == _compression._WRITE else self._pos


def open(filename, mode='rb', compresslevel=9, encoding=None, errors=None, newline=None):
    """A bzip2 file as a binary (BZ2File) or text file object."""
    if 't' in mode:
        if 'b' in mode:
            raise ValueError('Invalid mode: %r' % (mode,))
    else:
        if encoding is not None:
            raise ValueError("Argument 'encoding' not supported in binary mode")
        if errors is not None:
            raise ValueError("Argument 'errors' not supported in binary mode")
        if newline is not None:
            raise ValueError("Argument 'newline' not supported in binary mode")
    binary = BZ2File(filename, mode.replace('t', ''), compresslevel=compresslevel)
    if 't' in mode:
        return _compression.TextWrapper(binary, encoding, errors, newline)
    return binary


def compress(data, compresslevel=9):
    """data compressed as one bzip2 stream."""
    comp = BZ2Compressor(compresslevel)
    return comp.compress(data) + comp.flush()


def decompress(data):
    """The data of every bzip2 stream in data, one after the other."""
    results = []
    while data:
        d = BZ2Decompressor()
        try:
            res = d.decompress(data)
        except OSError:
            if results:
                break  # trailing data that is not a bzip2 stream
            raise
        results.append(res)
        if not d.eof:
            raise ValueError('Compressed data ended before the end-of-stream marker was reached')
        data = d.unused_data
    return b''.join(results)
