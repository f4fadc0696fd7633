"""socket: network sockets (the Python half over the C module _socket).

Provides what CPython's socket module offers for AF_INET, AF_INET6 and
AF_UNIX programs: the class socket (a subclass of _socket.socket, so it
can be subclassed again), accept(), dup(), makefile(), sendfile(), the AddressFamily,
SocketKind, MsgFlag and AddressInfo enums, socketpair, fromfd,
create_connection, create_server, has_dualstack_ipv6, getaddrinfo, and
every function and constant of _socket (inet_aton, htons, gethostname,
getdefaulttimeout, the errors gaierror and herror, timeout, error).

sendfile() always sends through send() (CPython uses os.sendfile where it
can; the bytes and the result are the same).

Left out: sendmsg/recvmsg, socket.SocketIO (makefile() returns a
small file object of this module instead of io's buffered and text
layers: read, read1, readinto, readline, readlines, iteration, write,
writelines, flush, close, with), create_connection's all_errors (fpy has
no ExceptionGroup), getfqdn, gethostbyaddr, the service databases.  A
makefile() file dropped without close() is not flushed, and a socket
closed while such a file was open keeps its descriptor until the socket
object itself is freed (fpy never calls __del__).  In a text-mode
makefile, newline=None recognises '\\n', '\\r\\n' and '\\r' as line ends when
reading; the encodings are those fpy's str.encode knows.
"""

import _socket
from _socket import *
from enum import IntEnum, IntFlag

_GLOBAL_DEFAULT_TIMEOUT = object()


def _names(prefix):
    return {k: v for k, v in _socket.__dict__.items() if k.startswith(prefix) and k.isupper()}


def _convert(name, enum_base, prefix, exclude=()):
    members = {k: v for k, v in _names(prefix).items() if k not in exclude}
    cls = enum_base(name, sorted(members.items(), key=lambda kv: (kv[1], kv[0])), module=__name__)
    g = globals()
    for k in members:
        g[k] = cls[k]
    return cls


AddressFamily = _convert('AddressFamily', IntEnum, 'AF_')
SocketKind = _convert('SocketKind', IntEnum, 'SOCK_')
MsgFlag = _convert('MsgFlag', IntFlag, 'MSG_')
AddressInfo = _convert('AddressInfo', IntFlag, 'AI_')

error = OSError
timeout = TimeoutError

_blocking_errnos = {11}


def _intenum_converter(value, enum_klass):
    try:
        return enum_klass(value)
    except ValueError:
        return value


class socket(_socket.socket):
    """A network socket: _socket.socket plus makefile(), accept(), dup()."""

    __slots__ = ["__weakref__", "_io_refs", "_closed"]

    def __init__(self, family=-1, type=-1, proto=-1, fileno=None):
        if fileno is None:
            if family == -1:
                family = AF_INET
            if type == -1:
                type = SOCK_STREAM
            if proto == -1:
                proto = 0
        _socket.socket.__init__(self, family, type, proto, fileno)
        self._io_refs = 0
        self._closed = False

    def __enter__(self):
        return self

    def __exit__(self, *args):
        if not self._closed:
            self.close()

    def __repr__(self):
        closed = getattr(self, '_closed', False)
        s = "<%s.%s%s fd=%i, family=%i, type=%i, proto=%i" % (
            self.__class__.__module__, self.__class__.__qualname__,
            " [closed]" if closed else "", self.fileno(), self.family, self.type, self.proto)
        if not closed:
            try:
                laddr = self.getsockname()
                if laddr:
                    s += ", laddr=%s" % str(laddr)
            except error:
                pass
            try:
                raddr = self.getpeername()
                if raddr:
                    s += ", raddr=%s" % str(raddr)
            except error:
                pass
        return s + '>'

    def __getstate__(self):
        raise TypeError(f"cannot pickle {self.__class__.__name__!r} object")

    def dup(self):
        fd = _socket.dup(self.fileno())
        sock = self.__class__(self.family, self.type, self.proto, fileno=fd)
        sock.settimeout(self.gettimeout())
        return sock

    def accept(self):
        fd, addr = self._accept()
        sock = socket(self.family, self.type, self.proto, fileno=fd)
        if getdefaulttimeout() is None and self.gettimeout():
            sock.setblocking(True)
        return sock, addr

    def makefile(self, mode="r", buffering=None, *, encoding=None, errors=None, newline=None):
        if not set(mode) <= {"r", "w", "b"}:
            raise ValueError("invalid mode %r (only r, w, b allowed)" % (mode,))
        writing = "w" in mode
        reading = "r" in mode or not writing
        binary = "b" in mode
        if buffering is None:
            buffering = -1
        if buffering == 0 and not binary:
            raise ValueError("unbuffered streams must be binary")
        f = _SocketFile(self, mode, reading, writing, binary, buffering,
                        encoding or 'utf-8', errors or 'strict', newline)
        self._io_refs += 1
        return f

    def sendfile(self, file, offset=0, count=None):
        """Send a binary file's bytes (from offset, count of them or all) with send();
        return how many were sent and leave the file positioned after them."""
        if 'b' not in getattr(file, 'mode', 'b'):
            raise ValueError("file should be opened in binary mode")
        if not self.type & SOCK_STREAM:
            raise ValueError("only SOCK_STREAM type sockets are supported")
        if count is not None:
            if not isinstance(count, int):
                raise TypeError("count must be a positive integer (got {!r})".format(count))
            if count <= 0:
                raise ValueError("count must be a positive integer (got {!r})".format(count))
        if self.gettimeout() == 0:
            raise ValueError("non-blocking sockets are not supported")
        if offset:
            file.seek(offset)
        total = 0
        try:
            while count is None or total < count:
                size = 8192 if count is None else min(8192, count - total)
                data = file.read(size)
                if not data:
                    break
                self.sendall(data)
                total += len(data)
            return total
        finally:
            if total > 0 and hasattr(file, 'seek'):
                file.seek(offset + total)

    def _decref_socketios(self):
        if self._io_refs > 0:
            self._io_refs -= 1
        if self._closed:
            self.close()

    def _real_close(self):
        _socket.socket.close(self)

    def close(self):
        self._closed = True
        if self._io_refs <= 0:
            self._real_close()

    def detach(self):
        self._closed = True
        return super().detach()

    @property
    def family(self):
        return _intenum_converter(super().family, AddressFamily)

    @property
    def type(self):
        return _intenum_converter(super().type, SocketKind)


SocketType = _socket.socket


class _SocketFile:
    # What makefile() returns: a buffered reader and/or writer over a
    # socket, in bytes or text.  Reading keeps the bytes received but not
    # yet returned in _rbuf (text mode: decoded text in _tbuf, and in
    # _pending the tail of a multi-byte character or a '\r' that may begin
    # '\r\n'); writing keeps unsent bytes in _wbuf until flush().

    def __init__(self, sock, mode, reading, writing, binary, buffering, encoding, errors, newline):
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError("illegal newline value: %r" % (newline,))
        self._sock = sock
        self.mode = mode
        self._reading = reading
        self._writing = writing
        self._binary = binary
        self._bufsize = 8192 if buffering in (-1, 1) else buffering
        self._encoding = encoding
        self._errors = errors
        self._newline = newline
        self._rbuf = b''
        self._tbuf = ''
        self._pending = b''
        self._eof = False
        self._wbuf = []
        self._closed = False

    # -- attributes and state

    @property
    def closed(self):
        return self._closed

    @property
    def name(self):
        return self._sock.fileno() if not self._closed else -1

    @property
    def encoding(self):
        if self._binary:
            raise AttributeError("'%s' object has no attribute 'encoding'" % self.__class__.__name__)
        return self._encoding

    def fileno(self):
        self._check_open()
        return self._sock.fileno()

    def readable(self):
        self._check_open()
        return self._reading

    def writable(self):
        self._check_open()
        return self._writing

    def seekable(self):
        return False

    def isatty(self):
        return False

    def _check_open(self):
        if self._closed:
            raise ValueError("I/O operation on closed file.")

    def _check_readable(self):
        self._check_open()
        if not self._reading:
            raise io_unsupported("not readable")

    def _check_writable(self):
        self._check_open()
        if not self._writing:
            raise io_unsupported("not writable")

    def __enter__(self):
        self._check_open()
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._check_open()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def __repr__(self):
        return "<socket file mode=%r>" % (self.mode,)

    # -- reading bytes

    def _fill(self):
        # one recv into _rbuf; False at end of stream
        if self._eof:
            return False
        data = self._sock.recv(self._bufsize if self._bufsize > 0 else 8192)
        if not data:
            self._eof = True
            return False
        self._rbuf += data
        return True

    def _take(self, n):
        data = self._rbuf[:n]
        self._rbuf = self._rbuf[n:]
        return data

    def _read_bytes(self, n):
        if n is None or n < 0:
            while self._fill():
                pass
            return self._take(len(self._rbuf))
        while len(self._rbuf) < n and self._fill():
            pass
        return self._take(n)

    def _readline_bytes(self, limit):
        start = 0
        while True:
            i = self._rbuf.find(b'\n', start)
            if i >= 0:
                end = i + 1
                break
            if 0 <= limit <= len(self._rbuf):
                end = limit
                break
            start = len(self._rbuf)
            if not self._fill():
                end = len(self._rbuf)
                break
        if 0 <= limit < end:
            end = limit
        return self._take(end)

    # -- reading text

    def _tfill(self):
        if not self._fill() and not self._pending:
            return False
        data = self._pending + self._take(len(self._rbuf))
        self._pending = b''
        if not self._eof:
            # keep an incomplete UTF-8 character for the next chunk
            cut = len(data)
            k = 1
            while k <= 3 and k <= len(data) and (data[-k] & 0xC0) == 0x80:
                k += 1
            if k <= len(data) and data[-k] >= 0xC0:
                lead = data[-k]
                need = 2 if lead < 0xE0 else 3 if lead < 0xF0 else 4
                if need > k:
                    cut = len(data) - k
            if self._newline is None and cut > 0 and data[cut - 1:cut] == b'\r':
                cut -= 1
            self._pending = data[cut:]
            data = data[:cut]
        text = data.decode(self._encoding, self._errors)
        if self._newline is None:
            text = text.replace('\r\n', '\n').replace('\r', '\n')
        self._tbuf += text
        return True

    def _ttake(self, n):
        s = self._tbuf[:n]
        self._tbuf = self._tbuf[n:]
        return s

    def _line_end(self, start):
        # index just past the first line end in _tbuf at or after start, or -1
        nl = self._newline
        if nl is None or nl == '\n':
            i = self._tbuf.find('\n', start)
            return i + 1 if i >= 0 else -1
        if nl == '':
            for j in range(start, len(self._tbuf)):
                c = self._tbuf[j]
                if c == '\n':
                    return j + 1
                if c == '\r':
                    if j + 1 < len(self._tbuf):
                        return j + 2 if self._tbuf[j + 1] == '\n' else j + 1
                    if self._eof:
                        return j + 1
                    return -1
            return -1
        i = self._tbuf.find(nl, start)
        return i + len(nl) if i >= 0 else -1

    # -- the file interface

    def read(self, size=-1):
        self._check_readable()
        if self._binary:
            return self._read_bytes(size)
        if size is None or size < 0:
            while self._tfill():
                pass
            return self._ttake(len(self._tbuf))
        while len(self._tbuf) < size and self._tfill():
            pass
        return self._ttake(size)

    def read1(self, size=-1):
        self._check_readable()
        if not self._rbuf:
            self._fill()
        return self._take(len(self._rbuf) if size is None or size < 0 else size)

    def readinto(self, b):
        self._check_readable()
        data = self._read_bytes(len(b))
        b[:len(data)] = data
        return len(data)

    def readline(self, size=-1):
        self._check_readable()
        if size is None:
            size = -1
        if self._binary:
            return self._readline_bytes(size)
        start = 0
        while True:
            end = self._line_end(start)
            if end >= 0:
                break
            if 0 <= size <= len(self._tbuf):
                end = size
                break
            start = max(0, len(self._tbuf) - 1)
            if not self._tfill():
                end = len(self._tbuf)
                break
        if 0 <= size < end:
            end = size
        return self._ttake(end)

    def readlines(self, hint=-1):
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def write(self, data):
        self._check_writable()
        if self._binary:
            if isinstance(data, str):
                raise TypeError("a bytes-like object is required, not 'str'")
            data = bytes(data)
            n = len(data)
        else:
            if not isinstance(data, str):
                raise TypeError("write() argument must be str, not %s" % type(data).__name__)
            n = len(data)
            if self._newline not in (None, '', '\n'):
                data = data.replace('\n', self._newline)
            data = data.encode(self._encoding, self._errors)
        if self._binary and self._bufsize == 0:
            self._sock.sendall(data)
        else:
            self._wbuf.append(data)
            if sum(len(p) for p in self._wbuf) >= self._bufsize:
                self.flush()
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        self._check_open()
        if self._wbuf:
            data = b''.join(self._wbuf)
            self._wbuf = []
            self._sock.sendall(data)

    def close(self):
        if self._closed:
            return
        try:
            if self._writing and self._wbuf:
                self.flush()
        finally:
            self._closed = True
            self._sock._decref_socketios()


def io_unsupported(msg):
    import io
    return io.UnsupportedOperation(msg)


def fromfd(fd, family, type, proto=0):
    """A socket object over a duplicate of descriptor fd."""
    nfd = dup(fd)
    return socket(family, type, proto, nfd)


def socketpair(family=None, type=SOCK_STREAM, proto=0):
    """Two connected sockets (AF_UNIX by default)."""
    if family is None:
        family = AF_UNIX
    a, b = _socket.socketpair(family, type, proto)
    a = socket(family, type, proto, a.detach())
    b = socket(family, type, proto, b.detach())
    return a, b


def getaddrinfo(host, port, family=0, type=0, proto=0, flags=0):
    """getaddrinfo() as in CPython: (family, type, proto, canonname, sockaddr) tuples."""
    result = []
    for af, kind, pr, canon, sa in _socket.getaddrinfo(host, port, family, type, proto, flags):
        result.append((_intenum_converter(af, AddressFamily), _intenum_converter(kind, SocketKind),
                       pr, canon, sa))
    return result


def create_connection(address, timeout=_GLOBAL_DEFAULT_TIMEOUT, source_address=None):
    """Connect to (host, port), trying each address getaddrinfo gives; return the socket."""
    host, port = address
    err = None
    for af, kind, proto, canon, sa in getaddrinfo(host, port, 0, SOCK_STREAM):
        sock = None
        try:
            sock = socket(af, kind, proto)
            if timeout is not _GLOBAL_DEFAULT_TIMEOUT:
                sock.settimeout(timeout)
            if source_address:
                sock.bind(source_address)
            sock.connect(sa)
            err = None
            return sock
        except error as e:
            if err is None:
                err = e
            if sock is not None:
                sock.close()
    if err is not None:
        try:
            raise err
        finally:
            err = None
    raise error("getaddrinfo returns an empty list")


def has_dualstack_ipv6():
    """Whether an AF_INET6 socket can also take IPv4 connections."""
    try:
        with socket(AF_INET6, SOCK_STREAM) as sock:
            sock.setsockopt(IPPROTO_IPV6, IPV6_V6ONLY, 0)
            return True
    except error:
        return False


def create_server(address, *, family=AF_INET, backlog=None, reuse_port=False, dualstack_ipv6=False):
    """A TCP socket bound to address and listening."""
    if reuse_port and not hasattr(_socket, "SO_REUSEPORT"):
        raise ValueError("SO_REUSEPORT not supported on this platform")
    if dualstack_ipv6:
        if not has_dualstack_ipv6():
            raise ValueError("dualstack_ipv6 not supported on this platform")
        if family != AF_INET6:
            raise ValueError("dualstack_ipv6 requires AF_INET6 family")
    sock = socket(family, SOCK_STREAM)
    try:
        if family in (AF_INET, AF_INET6):
            try:
                sock.setsockopt(SOL_SOCKET, SO_REUSEADDR, 1)
            except error:
                pass
        if reuse_port:
            sock.setsockopt(SOL_SOCKET, SO_REUSEPORT, 1)
        if family == AF_INET6:
            sock.setsockopt(IPPROTO_IPV6, IPV6_V6ONLY, 0 if dualstack_ipv6 else 1)
        try:
            sock.bind(address)
        except error as err:
            msg = '%s (while attempting to bind on address %r)' % (err.strerror, address)
            raise error(err.errno, msg) from None
        if backlog is None:
            sock.listen()
        else:
            sock.listen(backlog)
        return sock
    except error:
        sock.close()
        raise
