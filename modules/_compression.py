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
    _buf = b''
    _pos = 0          # uncompressed bytes handed out so far
    _eof = False

    def _reset_read(self):
        self._buf = b''
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

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    # ---- reading ----
    def _fill(self):
        """Make sure the buffer holds something; False at the end."""
        while not self._buf:
            if self._eof:
                return False
            chunk = self._read_chunk()
            if not chunk:
                self._eof = True
                return False
            self._buf = chunk
        return True

    def _take(self, n):
        data = self._buf[:n]
        self._buf = self._buf[n:]
        self._pos += len(data)
        return data

    def read(self, size=-1):
        self._check_can_read()
        if size is None or size < 0:
            parts = [self._buf]
            self._pos += len(self._buf)
            self._buf = b''
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
        return self._buf

    def readline(self, size=-1):
        self._check_can_read()
        if size is None:
            size = -1
        parts = []
        while size != 0 and self._fill():
            end = self._buf.find(b'\n') + 1
            if end == 0:
                end = len(self._buf)
            if 0 < size < end:
                end = size
            data = self._take(end)
            parts.append(data)
            if data.endswith(b'\n'):
                break
            if size > 0:
                size -= len(data)
        return b''.join(parts)

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
        self._text = ''
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
        # one binary line at a time: a b'\n' ends a line in every encoding
        # fpy knows, so a chunk never ends inside a character or a '\r\n'
        if self._at_end:
            return False
        line = self.buffer.readline()
        if not line:
            self._at_end = True
            return False
        text = line.decode(self.encoding, self.errors)
        if self._newline is None:
            text = text.replace('\r\n', '\n').replace('\r', '\n')
        self._text += text
        return True

    def read(self, size=-1):
        self._check('r')
        if size is None or size < 0:
            while self._more():
                pass
            text, self._text = self._text, ''
            return text
        while len(self._text) < size and self._more():
            pass
        text, self._text = self._text[:size], self._text[size:]
        return text

    def _line_end(self):
        ends = ('\n',) if self._newline in (None, '\n') else ('\r', '\n') if self._newline == '' else (self._newline,)
        best = -1
        for e in ends:
            i = self._text.find(e)
            if i >= 0:
                stop = i + len(e)
                if e == '\r' and self._text[i + 1:i + 2] == '\n':
                    stop += 1
                if best < 0 or stop < best:
                    best = stop
        return best

    def readline(self, size=-1):
        self._check('r')
        while True:
            end = self._line_end()
            if end >= 0 and not (self._newline == '' and end == len(self._text) and self._text.endswith('\r')):
                break
            if not self._more():
                end = len(self._text)
                break
        if size is not None and 0 <= size < end:
            end = size
        line, self._text = self._text[:end], self._text[end:]
        return line

    def readlines(self, hint=-1):
        return list(self)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line
