# socket.sendfile: a binary file sent whole and in part, the file position after it, errors
import socket, os, threading
path = "/tmp/fpy_sf_%d" % os.getpid()
with open(path, "wb") as f:
    f.write(bytes(range(256)) * 100)
a, b = socket.socketpair()
got = []
def rd():
    buf = b""
    while True:
        d = b.recv(65536)
        if not d: break
        buf += d
    got.append(buf)
t = threading.Thread(target=rd); t.start()
with open(path, "rb") as f:
    print(a.sendfile(f))
    print(f.tell())
    print(a.sendfile(f, 100, 50), f.tell())
    for bad in [("x",), (0, "x"), (0, 0)]:
        try: a.sendfile(f, *bad)
        except Exception as e: print(type(e).__name__, e)
with open(path, "r") as f:
    try: a.sendfile(f)
    except ValueError as e: print(e)
a.close(); t.join(); b.close()
print(len(got[0]), got[0][25600:] == bytes(range(100, 150)))
u = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
try: u.sendfile(open(path, "rb"))
except ValueError as e: print(e)
u.close()
os.unlink(path)
