# socket.makefile: 'r', 'w', 'rb', 'wb', 'rwb'; readline, read, iteration,
# write/flush, the socket staying open until its files are closed
import socket
import threading

a, b = socket.socketpair()
wf = a.makefile("w")
rf = b.makefile("r")
print(wf.writable(), rf.readable(), wf.mode, rf.mode, rf.closed)
wf.write("first line\n")
wf.write("second ")
wf.write("line\nthird: ünïcödé\n")
wf.flush()
print(repr(rf.readline()))
print(repr(rf.readline()))
print(repr(rf.readline()))
wf.write("a\r\nb\rc\nno newline at end")
wf.close()
print(wf.closed)
a.close()  # the peer sees end of stream only now
print(repr(rf.readline()), repr(rf.readline()), repr(rf.readline()))
print(repr(rf.readline()), repr(rf.readline()))
rf.close()
b.close()

a, b = socket.socketpair()
wf = a.makefile("wb")
rf = b.makefile("rb")
print(wf.write(b"line one\nline two\n"), wf.write(bytearray(b"rest of it")))
wf.flush()
print(rf.readline(), rf.readline(4), rf.readline())
wf.close()
a.close()
print(rf.read(), rf.read(), rf.readline())
rf.close()
b.close()

# a server using makefile: one request line, a reply; iteration over lines
srv = socket.create_server(("127.0.0.1", 0))
port = srv.getsockname()[1]


def serve():
    conn, _ = srv.accept()
    with conn, conn.makefile("rb") as r, conn.makefile("wb") as w:
        for line in r:
            w.write(b"echo: " + line.upper())
            w.flush()
            if line == b"quit\n":
                break


th = threading.Thread(target=serve)
th.start()
c = socket.create_connection(("127.0.0.1", port))
f = c.makefile("rwb", buffering=0)
for word in (b"alpha\n", b"beta\n", b"quit\n"):
    f.write(word)
    print(f.readline())
f.close()
print(c._closed, c.fileno() >= 0)
c.close()
th.join()
srv.close()

# lines read through iteration and readlines
a, b = socket.socketpair()
a.sendall(b"1\n2\n3\n4\n")
a.close()
with b.makefile() as f:
    print(next(f), f.readlines())
b.close()

# closing the socket first: the file keeps the descriptor open
a, b = socket.socketpair()
f = b.makefile("rb")
b.close()
print(b._closed, b.fileno() >= 0)
a.sendall(b"still readable\n")
print(f.readline())
f.close()
print(b.fileno())
a.close()

# errors
a, b = socket.socketpair()
for mode in ("x", "rt", "a"):
    try:
        a.makefile(mode)
    except ValueError as e:
        print("ValueError", e)
try:
    a.makefile("r", buffering=0)
except ValueError as e:
    print("ValueError", e)
f = a.makefile("r")
try:
    f.write("x")
except OSError as e:
    print(type(e).__name__, e)
f.close()
try:
    f.readline()
except ValueError as e:
    print("ValueError", e)
f = a.makefile("wb")
try:
    f.write("text")
except TypeError as e:
    print("TypeError", e)
f.close()
a.close()
b.close()
