"""What gzip and bz2 share: the file object over a compressed stream (fpy).

BaseStream is the binary file object: the mode checks, reading with a
buffer of decompressed bytes (read, read1, readinto, peek, readline,
iteration, forward and rewinding seek, tell), the context manager.  A
subclass supplies _read_chunk() (the next decompressed bytes, b'' at the
end), _rewind() (start reading again from the beginning) and the writing
side.  TextWrapper gives the text modes ('rt', 'wt', ...) on top of one,
for the encodings fpy's str.encode/bytes.decode know, with universal
newlines on reading as io.TextIOWrapper has them.

Left out (CPython has them): io.BufferedReader over a raw reader, so no
readinto of a memoryview slice; TextWrapper's encodings are those of
str.encode; seek on a text file.

Threads: a file object has no lock; like CPython's, share one between
threads behind a lock.
"""
import io

BUFFER_SIZE = io.DEFAULT_BUFFER_SIZE

_READ, _WRITE, _CLOSED = 1, 2, 0


class BaseStream(io.BufferedIOBase):
    """A binary file over a compressed stream (see the module docstring)."""

    _mode = _CLOSED
    _buf = b''        # the last decompressed chunk; _buf[_off:] not handed out yet
    _off = 0
    _pos = 0          # uncompressed bytes handed out so far
    _eof = False

    def _reset_read(self):
        self._buf = b''
        self._off = 0
        self._pos = 0
        self._eof = False

    @property
    def closed(self):
        return self._mode == _CLOSED

    def _check_not_closed(self):
        if self.closed:
            raise ValueError('I/O operation on closed file')

    def _check_can_read(self):
        self._check_not_closed()
        if self._mode != _READ:
            raise io.UnsupportedOperation('File not open for reading')

    def _check_can_write(self):
        self._check_not_closed()
        if self._mode != _WRITE:
            raise io.UnsupportedOperation('File not open for writing')

    def readable(self):
        self._check_not_closed()
        return self._mode == _READ

    def writable(self):
        self._check_not_closed()
        return self._mode == _WRITE

    def seekable(self):
        return self.readable() and self._fp.seekable()

    def fileno(self):
        self._check_not_closed()
        return self._fp.fileno()

    def isatty(self):
        return False

    def flush(self):
        self._check_not_closed()

    def __enter__(self):
        self._check_not_closed()
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        self._check_can_read()
        return self

    # ---- reading ----
    def _fill(self):
        """Make sure the buffer holds something; False at the end."""
        while self._off >= len(self._buf):
            if self._eof:
                return False
            chunk = self._read_chunk()
            if not chunk:
                self._eof = True
                return False
            self._buf = chunk
            self._off = 0
        return True

    def _take(self, n):
        off = self._off
        data = self._buf[off:off + n]
        self._off = off + len(data)
        self._pos += len(data)
        return data

    def read(self, size=-1):
        self._check_can_read()
        if size is None or size < 0:
            parts = [self._take(len(self._buf))]
            while not self._eof:
                chunk = self._read_chunk()
                if not chunk:
                    self._eof = True
                    break
                parts.append(chunk)
                self._pos += len(chunk)
            return b''.join(parts)
        parts = []
        while size > 0 and self._fill():
            data = self._take(size)
            parts.append(data)
            size -= len(data)
        return b''.join(parts)

    def read1(self, size=-1):
        self._check_can_read()
        if size == 0 or not self._fill():
            return b''
        return self._take(len(self._buf) if size is None or size < 0 else size)

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def peek(self, n=0):
        self._check_can_read()
        self._fill()
        return self._buf[self._off:]

    def readline(self, size=-1):
        if self._mode != _READ:
            self._check_can_read()
        if size is None:
            size = -1
        if size < 0:
            # the usual case: the whole line is in the buffer
            buf, off = self._buf, self._off
            end = buf.find(b'\n', off) + 1
            if end > 0:
                self._off = end
                self._pos += end - off
                return buf[off:end]
        parts = []
        while size != 0 and self._fill():
            end = self._buf.find(b'\n', self._off) + 1
            n = (end if end > 0 else len(self._buf)) - self._off
            if 0 < size < n:
                n = size
            data = self._take(n)
            parts.append(data)
            if data.endswith(b'\n'):
                break
            if size > 0:
                size -= len(data)
        return b''.join(parts)

    def __next__(self):
        buf, off = self._buf, self._off
        end = buf.find(b'\n', off) + 1
        if end > 0 and self._mode == _READ:  # the line is in the buffer
            self._off = end
            self._pos += end - off
            return buf[off:end]
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=-1):
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def tell(self):
        self._check_not_closed()
        return self._pos

    def seek(self, offset, whence=io.SEEK_SET):
        self._check_can_read()
        if not self._fp.seekable():
            raise io.UnsupportedOperation('Seeking is only supported on files open for reading')
        if whence == io.SEEK_CUR:
            offset = self._pos + offset
        elif whence == io.SEEK_END:
            self.read()
            offset = self._pos + offset
        elif whence != io.SEEK_SET:
            raise ValueError('Invalid value for whence: {}'.format(whence))
        if offset < self._pos:
            self._fp.seek(0)
            self._reset_read()
            self._rewind()
        while self._pos < offset and self._fill():
            self._take(offset - self._pos)
        return self._pos

    def writelines(self, lines):
        for line in lines:
            self.write(line)


class TextWrapper(io.TextIOBase):
    """The text modes of gzip.open and bz2.open: str in, bytes to `raw`."""

    def __init__(self, raw, encoding=None, errors=None, newline=None):
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError('illegal newline value: %r' % (newline,))
        self.buffer = raw
        self.encoding = encoding or 'UTF-8'
        self.errors = errors or 'strict'
        self._newline = newline
        self._text = ''   # decoded text; _text[_toff:] not handed out yet
        self._toff = 0
        self._at_end = False
        ''.encode(self.encoding)  # LookupError for an encoding fpy lacks

    @property
    def closed(self):
        return self.buffer.closed

    @property
    def name(self):
        return self.buffer.name

    @property
    def mode(self):
        return self.buffer.mode

    def readable(self):
        return self.buffer.readable()

    def writable(self):
        return self.buffer.writable()

    def seekable(self):
        return False

    def fileno(self):
        return self.buffer.fileno()

    def flush(self):
        self.buffer.flush()

    def close(self):
        self._text = ''  # so that __next__'s fast path finds nothing either
        self._toff = 0
        self.buffer.close()

    def __enter__(self):
        if self.closed:
            raise ValueError('I/O operation on closed file.')
        return self

    def __exit__(self, *exc):
        self.close()

    def _check(self, want):
        if self.buffer.closed:
            raise ValueError('I/O operation on closed file.')
        if want == 'r' and not self.buffer.readable():
            raise io.UnsupportedOperation('not readable')
        if want == 'w' and not self.buffer.writable():
            raise io.UnsupportedOperation('not writable')

    def write(self, s):
        self._check('w')
        if not isinstance(s, str):
            raise TypeError('write() argument must be str, not %s' % type(s).__name__)
        n = len(s)
        if self._newline not in (None, '', '\n'):
            s = s.replace('\n', self._newline)
        self.buffer.write(s.encode(self.encoding, self.errors))
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def _more(self):
        # a decompressed chunk, completed to the end of its line: a b'\n'
        # ends a line in every encoding fpy knows, so the chunk never ends
        # inside a character or between a '\r' and its '\n'
        if self._at_end:
            return False
        chunk = self.buffer.read1()
        if not chunk:
            self._at_end = True
            return False
        if not chunk.endswith(b'\n'):
            chunk += self.buffer.readline()
        text = chunk.decode(self.encoding, self.errors)
        if self._newline is None:
            text = text.replace('\r\n', '\n').replace('\r', '\n')
        self._text = self._text[self._toff:] + text if self._toff < len(self._text) else text
        self._toff = 0
        return True

    def _hand_out(self, end):
        line = self._text[self._toff:end]
        self._toff = end
        return line

    def read(self, size=-1):
        self._check('r')
        if size is None or size < 0:
            while self._more():
                pass
            return self._hand_out(len(self._text))
        while len(self._text) - self._toff < size and self._more():
            pass
        return self._hand_out(min(len(self._text), self._toff + size))

    def _line_end(self):
        """Where the first line of the pending text ends, or -1."""
        text, off = self._text, self._toff
        if self._newline in (None, '\n'):
            i = text.find('\n', off)
            return i + 1 if i >= 0 else -1
        if self._newline == '\r\n':
            i = text.find('\r\n', off)
            return i + 2 if i >= 0 else -1
        if self._newline == '\r':
            i = text.find('\r', off)
            return i + 1 if i >= 0 else -1
        # newline='': any of the three, untranslated
        n, r = text.find('\n', off), text.find('\r', off)
        if r < 0 or (0 <= n < r):
            return n + 1 if n >= 0 else -1
        if r + 1 == len(text) and not self._at_end:
            return -1  # a '\r' at the end of what was read: a '\n' may follow
        return r + 2 if text.startswith('\n', r + 1) else r + 1

    def readline(self, size=-1):
        self._check('r')
        end = self._line_end()
        while end < 0:
            if not self._more():
                end = len(self._text)
                break
            end = self._line_end()
        if size is not None and 0 <= size < end - self._toff:
            end = self._toff + size
        return self._hand_out(end)

    def readlines(self, hint=-1):
        return list(self)

    def __iter__(self):
        return self

    def __next__(self):
        if self._newline is None or self._newline == '\n':
            text, off = self._text, self._toff
            i = text.find('\n', off)
            if i >= 0:  # the line is decoded already
                self._toff = i + 1
                return text[off:i + 1]
        line = self.readline()
        if not line:
            raise StopIteration
        return line
