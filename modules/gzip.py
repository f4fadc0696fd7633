"""gzip files (RFC 1952) over zlib (fpy).

compress/decompress in one call, open() and GzipFile for files ('rb',
'wb', 'ab', 'xb' and the text modes through _compression.TextWrapper),
BadGzipFile.  What is written is byte for byte what CPython 3.11 writes
(the same header fields, the same deflate settings), so files made with
a fixed mtime compare equal.  Reading handles several members one after
the other, optional header fields, and zero padding between members.

Left out: the command-line interface (python -m gzip).

Threads: a GzipFile has no lock; share one between threads behind a lock.
The compression itself runs in zlib without holding up other threads.
"""
import builtins
import io
import os
import struct
import time
import zlib
import _compression

__all__ = ['BadGzipFile', 'GzipFile', 'open', 'compress', 'decompress']

FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16
READ, WRITE = 1, 2
_COMPRESS_LEVEL_FAST = 1
_COMPRESS_LEVEL_TRADEOFF = 6
_COMPRESS_LEVEL_BEST = 9

_EBADF = 9  # errno.EBADF on Linux
_EOF_MESSAGE = 'Compressed file ended before the end-of-stream marker was reached'


class BadGzipFile(OSError):
    """Raised for a file that is not valid gzip data."""


def open(filename, mode='rb', compresslevel=_COMPRESS_LEVEL_BEST, encoding=None, errors=None, newline=None):
    """A gzip file as a binary (GzipFile) or text file object."""
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
    gz_mode = mode.replace('t', '')
    if isinstance(filename, (str, bytes, os.PathLike)):
        binary = GzipFile(filename, gz_mode, compresslevel)
    elif hasattr(filename, 'read') or hasattr(filename, 'write'):
        binary = GzipFile(None, gz_mode, compresslevel, filename)
    else:
        raise TypeError('filename must be a str or bytes object, or a file')
    if 't' in mode:
        return _compression.TextWrapper(binary, encoding, errors, newline)
    return binary


def _header(name, compresslevel, mtime):
    fname = os.path.basename(name)
    if not isinstance(fname, bytes):
        try:
            fname = fname.encode('latin-1')
        except UnicodeEncodeError:
            fname = b''
    if fname.endswith(b'.gz'):
        fname = fname[:-3]
    if mtime is None:
        mtime = time.time()
    if compresslevel == _COMPRESS_LEVEL_BEST:
        xfl = 2
    elif compresslevel == _COMPRESS_LEVEL_FAST:
        xfl = 4
    else:
        xfl = 0
    head = struct.pack('<BBBBIBB', 0x1f, 0x8b, 8, FNAME if fname else 0, int(mtime) & 0xffffffff, xfl, 255)
    return head + fname + b'\0' if fname else head


class _Source:
    """A file read through, with bytes pushed back in front of it."""

    def __init__(self, fp):
        self.fp = fp
        self.pending = b''

    def read(self, n):
        if self.pending:
            data, self.pending = self.pending[:n], self.pending[n:]
            return data
        return self.fp.read(n)

    def exact(self, n):
        data = self.read(n)
        while len(data) < n:
            more = self.read(n - len(data))
            if not more:
                raise EOFError(_EOF_MESSAGE)
            data += more
        return data

    def prepend(self, data):
        self.pending = data + self.pending


def _read_header(src):
    """Skip one member header; its mtime, or None at the end of the data."""
    magic = src.read(2)
    if magic == b'':
        return None
    if magic != b'\037\213':
        raise BadGzipFile('Not a gzipped file (%r)' % magic)
    method, flags, mtime = struct.unpack('<BBIxx', src.exact(8))
    if method != 8:
        raise BadGzipFile('Unknown compression method')
    if flags & FEXTRA:
        n, = struct.unpack('<H', src.exact(2))
        src.exact(n)
    for flag in (FNAME, FCOMMENT):
        if flags & flag:
            while True:
                c = src.read(1)
                if not c or c == b'\0':
                    break
    if flags & FHCRC:
        src.exact(2)
    return mtime


class GzipFile(_compression.BaseStream):
    """A gzip file: GzipFile(filename=None, mode=None, compresslevel=9, fileobj=None, mtime=None)."""

    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=_COMPRESS_LEVEL_BEST, fileobj=None, mtime=None):
        if mode and ('t' in mode or 'U' in mode):
            raise ValueError('Invalid mode: {!r}'.format(mode))
        if mode and 'b' not in mode:
            mode += 'b'
        if fileobj is None:
            fileobj = self.myfileobj = builtins.open(filename, mode or 'rb')
        if filename is None:
            filename = getattr(fileobj, 'name', '')
            if not isinstance(filename, (str, bytes)):
                filename = ''
        else:
            filename = os.fspath(filename)
        if mode is None:
            mode = getattr(fileobj, 'mode', 'rb')
        self.name = filename
        if mode.startswith('r'):
            self.mode = READ
            self._mode = _compression._READ
            self._src = _Source(fileobj)
            self._start_reading()
        elif mode.startswith(('w', 'a', 'x')):
            self.mode = WRITE
            self._mode = _compression._WRITE
            self.crc = 0
            self.size = 0
            self.offset = 0
            self.compress = zlib.compressobj(compresslevel, zlib.DEFLATED, -zlib.MAX_WBITS, zlib.DEF_MEM_LEVEL, 0)
            fileobj.write(_header(filename, compresslevel, mtime))
        else:
            if self.myfileobj is not None:
                self.myfileobj.close()
            raise ValueError('Invalid mode: {!r}'.format(mode))
        self.fileobj = fileobj
        self._fp = fileobj

    @property
    def mtime(self):
        """The modification time in the last member header read."""
        return self._last_mtime

    _last_mtime = None

    # ---- reading ----
    def _start_reading(self):
        self._reset_read()
        self._member = False
        self._decomp = None
        self._crc = 0
        self._size = 0

    def _rewind(self):
        self._src = _Source(self._fp)
        self._start_reading()

    def _end_member(self):
        crc, isize = struct.unpack('<II', self._src.exact(8))
        if crc != self._crc:
            raise BadGzipFile('CRC check failed %s != %s' % (hex(crc), hex(self._crc)))
        if isize != self._size & 0xffffffff:
            raise BadGzipFile('Incorrect length of data produced')
        c = b'\0'
        while c == b'\0':
            c = self._src.read(1)
        if c:
            self._src.prepend(c)
        self._member = False

    def _read_chunk(self):
        while True:
            if self._member and self._decomp.eof:
                self._end_member()
            if not self._member:
                mtime = _read_header(self._src)
                if mtime is None:
                    return b''
                self._last_mtime = mtime
                self._member = True
                self._decomp = zlib.decompressobj(-zlib.MAX_WBITS)
                self._crc = 0
                self._size = 0
            raw = self._src.read(_compression.BUFFER_SIZE)
            data = self._decomp.decompress(raw, _compression.BUFFER_SIZE)
            if self._decomp.unconsumed_tail:
                self._src.prepend(self._decomp.unconsumed_tail)
            elif self._decomp.unused_data:
                self._src.prepend(self._decomp.unused_data)
            if data:
                self._crc = zlib.crc32(data, self._crc)
                self._size += len(data)
                return data
            if raw == b'' and not self._decomp.eof:
                raise EOFError(_EOF_MESSAGE)

    def read(self, size=-1):
        self._check_not_closed()
        if self.mode != READ:
            raise OSError(_EBADF, 'read() on write-only GzipFile object')
        return super().read(size)

    def read1(self, size=-1):
        self._check_not_closed()
        if self.mode != READ:
            raise OSError(_EBADF, 'read1() on write-only GzipFile object')
        return super().read1(size)

    def peek(self, n):
        self._check_not_closed()
        if self.mode != READ:
            raise OSError(_EBADF, 'peek() on write-only GzipFile object')
        return super().peek(n)

    # ---- writing ----
    def write(self, data):
        self._check_not_closed()
        if self.mode != WRITE:
            raise OSError(_EBADF, 'write() on read-only GzipFile object')
        if isinstance(data, (bytes, bytearray)):
            length = len(data)
        else:
            data = memoryview(data)
            length = data.nbytes
        if length > 0:
            self.fileobj.write(self.compress.compress(data))
            self.size += length
            self.crc = zlib.crc32(data, self.crc)
            self.offset += length
        return length

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        self._check_not_closed()
        if self.mode == WRITE:
            self.fileobj.write(self.compress.flush(zlib_mode))
            self.fileobj.flush()

    def tell(self):
        self._check_not_closed()
        return self.offset if self.mode == WRITE else self._pos

    def seekable(self):
        return True

    def seek(self, offset, whence=io.SEEK_SET):
        if self.mode != WRITE:
            return super().seek(offset, whence)
        # writing: only forward, by writing zeros
        self._check_not_closed()
        if whence == io.SEEK_CUR:
            offset = self.offset + offset
        elif whence != io.SEEK_SET:
            raise ValueError('Seek from end not supported')
        if offset < self.offset:
            raise OSError('Negative seek in write mode')
        count = offset - self.offset
        for _ in range(count // 1024):
            self.write(bytes(1024))
        self.write(bytes(count % 1024))
        return self.offset

    def rewind(self):
        """Go back to the start of the data (reading only)."""
        if self.mode != READ:
            raise OSError("Can't rewind in write mode")
        self.seek(0)

    @property
    def closed(self):
        return self.fileobj is None

    fileobj = None

    def close(self):
        fileobj = self.fileobj
        if fileobj is None:
            return
        self.fileobj = None
        self._mode = _compression._CLOSED
        try:
            if self.mode == WRITE:
                fileobj.write(self.compress.flush())
                fileobj.write(struct.pack('<II', self.crc, self.size & 0xffffffff))
        finally:
            myfileobj = self.myfileobj
            if myfileobj:
                self.myfileobj = None
                myfileobj.close()


def compress(data, compresslevel=_COMPRESS_LEVEL_BEST, *, mtime=None):
    """The gzip file (one member) holding data, as bytes."""
    if mtime == 0:
        return zlib.compress(data, compresslevel, 31)  # zlib writes the same header, mtime 0
    return (_header('', compresslevel, mtime) + zlib.compress(data, compresslevel, -zlib.MAX_WBITS)
            + struct.pack('<II', zlib.crc32(data), len(data) & 0xffffffff))


def decompress(data):
    """The data of every member of a gzip file given as bytes."""
    members = []
    while True:
        src = _Source(io.BytesIO(data))
        if _read_header(src) is None:
            return b''.join(members)
        used = src.fp.tell()
        d = zlib.decompressobj(-zlib.MAX_WBITS)
        out = d.decompress(data[used:])
        if not d.eof or len(d.unused_data) < 8:
            raise EOFError(_EOF_MESSAGE)
        crc, size = struct.unpack('<II', d.unused_data[:8])
        if crc != zlib.crc32(out):
            raise BadGzipFile('CRC check failed')
        if size != len(out) & 0xffffffff:
            raise BadGzipFile('Incorrect length of data produced')
        members.append(out)
        data = d.unused_data[8:].lstrip(b'\0')
