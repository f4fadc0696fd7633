# io: streams.  The file objects open() returns are written in C (runtime/
# fileobject.c) and named by _io; StringIO and BytesIO, in-memory streams,
# are written here.  Each keeps its text as one value plus a list of pieces
# appended at the end, so a run of write() calls costs one join, made the
# first time the stream is read, searched or overwritten.
#
# Threads: a StringIO or BytesIO has no lock of its own; like a list used by
# two threads at once, a stream written by several threads at once keeps
# each write() whole only as far as the list and str operations are atomic.
# Share one between threads behind a lock.

from _io import (open, TextIOWrapper, BufferedReader, BufferedWriter, BufferedRandom, FileIO,
                 UnsupportedOperation, DEFAULT_BUFFER_SIZE)

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2


class IOBase:
    pass


class RawIOBase(IOBase):
    pass


class BufferedIOBase(IOBase):
    pass


class TextIOBase(IOBase):
    pass


class _Memory:
    # Shared by StringIO (_empty = '') and BytesIO (_empty = b'').
    def __init__(self, initial):
        self._value = initial
        self._pieces = []
        self._pos = 0
        self._closed = False

    _closed_msg = "I/O operation on closed file."
    _negative_seek = "negative seek value %d"

    def _check(self):
        if self._closed:
            raise ValueError(self._closed_msg)

    def _joined(self):
        if self._pieces:
            self._value = self._value + self._empty.join(self._pieces)
            self._pieces = []
        return self._value

    def _len(self):
        n = len(self._value)
        for p in self._pieces:
            n += len(p)
        return n

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def __enter__(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readable(self):
        self._check()
        return True

    def writable(self):
        self._check()
        return True

    def seekable(self):
        self._check()
        return True

    def isatty(self):
        self._check()
        return False

    def flush(self):
        self._check()

    def fileno(self):
        raise UnsupportedOperation("fileno")

    def tell(self):
        self._check()
        return self._pos

    def getvalue(self):
        self._check()
        return self._joined()

    def _size(self, size):
        if size is None:
            return -1
        if not isinstance(size, int):
            raise TypeError("argument should be integer or None, not '%s'" % type(size).__name__)
        return size

    def read(self, size=-1):
        self._check()
        size = self._size(size)
        v = self._joined()
        end = len(v) if size < 0 else min(len(v), self._pos + size)
        start = min(self._pos, len(v))
        self._pos = max(self._pos, end)
        return v[start:end]

    def readline(self, size=-1):
        self._check()
        size = self._size(size)
        v = self._joined()
        start = self._pos
        if start >= len(v):
            return self._empty
        i = v.find(self._newline, start)
        end = len(v) if i < 0 else i + 1
        if size >= 0:
            end = min(end, start + size)
        self._pos = end
        return v[start:end]

    def readlines(self, hint=-1):
        hint = self._size(hint)
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def write(self, s):
        self._check()
        self._check_type(s)
        n = len(s)
        if n == 0:
            return 0
        if self._pos == self._len():
            self._pieces.append(s)
        else:
            v = self._joined()
            if self._pos > len(v):
                v = v + self._pad * (self._pos - len(v))
            self._value = v[:self._pos] + s + v[self._pos + n:]
        self._pos += n
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def seek(self, pos, whence=0):
        self._check()
        if not isinstance(pos, int):
            raise TypeError("'%s' object cannot be interpreted as an integer" % type(pos).__name__)
        if whence == 0:
            if pos < 0:
                raise ValueError(self._negative_seek % pos)
            self._pos = pos
        elif whence == 1:
            if pos != 0 and self._empty == '':
                raise OSError("Can't do nonzero cur-relative seeks")
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            if pos != 0 and self._empty == '':
                raise OSError("Can't do nonzero end-relative seeks")
            self._pos = max(0, self._len() + pos)
        else:
            raise ValueError("invalid whence (%d, should be 0, 1 or 2)" % whence)
        return self._pos

    def truncate(self, size=None):
        self._check()
        if size is None:
            size = self._pos
        if size < 0:
            raise ValueError("negative size value %d" % size)
        v = self._joined()
        if size < len(v):
            self._value = v[:size]
        return size


class StringIO(_Memory, TextIOBase):
    _closed_msg = "I/O operation on closed file"
    _negative_seek = "Negative seek position %d"
    _empty = ''
    _pad = '\0'
    _newline = '\n'

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and not isinstance(newline, str):
            raise TypeError("newline must be str or None, not %s" % type(newline).__name__)
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError("illegal newline value: %r" % (newline,))
        if initial_value is None:
            initial_value = ''
        if not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not %s" % type(initial_value).__name__)
        self._translate = newline is None
        if newline:
            self._newline = newline[-1] if newline == '\r' else '\n'
            self._out_nl = newline
        else:
            self._out_nl = '\n'
        _Memory.__init__(self, '')
        if initial_value:
            self.write(initial_value)
            self._pos = 0

    def _check_type(self, s):
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '%s'" % type(s).__name__)

    def write(self, s):
        self._check()
        self._check_type(s)
        n = len(s)
        if self._translate:
            s = s.replace('\r\n', '\n').replace('\r', '\n')
        elif self._out_nl != '\n':
            s = s.replace('\n', self._out_nl)
        _Memory.write(self, s)
        return n

    def __repr__(self):
        return '<_io.StringIO object at 0x%x>' % id(self)


class BytesIO(_Memory, BufferedIOBase):
    _empty = b''
    _pad = b'\0'
    _newline = b'\n'

    def __init__(self, initial_bytes=b''):
        if initial_bytes is None:
            initial_bytes = b''
        _Memory.__init__(self, bytes(initial_bytes))

    def _check_type(self, s):
        if not isinstance(s, bytes):
            raise TypeError("a bytes-like object is required, not '%s'" % type(s).__name__)

    def getbuffer(self):
        raise NotImplementedError("BytesIO.getbuffer is not supported by fpy")

    def read1(self, size=-1):
        return self.read(size)

    def __repr__(self):
        return '<_io.BytesIO object at 0x%x>' % id(self)
