# One hash object (and one compressor, one decompressor) updated from
# several threads at once: each object has its own lock, so the updates
# land whole, in some order.  A sum that does not depend on the order
# (the same chunk fed by every thread) checks that none was lost or torn.
import hashlib
import threading
import zlib
import bz2

N_THREADS, N_UPDATES = 4, 200
chunk = bytes(range(256)) * 64  # 16 KiB: each update runs detached

h = hashlib.sha256()
b = hashlib.blake2s()
x = hashlib.shake_256()
def feed():
    for _ in range(N_UPDATES):
        h.update(chunk)
        b.update(chunk)
        x.update(chunk)
        h.copy().digest()
threads = [threading.Thread(target=feed) for _ in range(N_THREADS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
expect = hashlib.sha256(chunk * (N_THREADS * N_UPDATES)).hexdigest()
print('sha256', h.hexdigest() == expect)
print('blake2s', b.hexdigest() == hashlib.blake2s(chunk * (N_THREADS * N_UPDATES)).hexdigest())
print('shake_256', x.hexdigest(32) == hashlib.shake_256(chunk * (N_THREADS * N_UPDATES)).hexdigest(32))

# one compressor shared: the stream holds every chunk once
co = zlib.compressobj()
pieces = []
lock = threading.Lock()
def compress():
    for _ in range(50):
        out = co.compress(chunk)
        with lock:
            pieces.append(out)
threads = [threading.Thread(target=compress) for _ in range(N_THREADS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
data = zlib.decompress(b''.join(pieces) + co.flush())
print('zlib shared', data == chunk * (N_THREADS * 50))

bc = bz2.BZ2Compressor()
pieces = []
def bcompress():
    for _ in range(20):
        out = bc.compress(chunk)
        with lock:
            pieces.append(out)
threads = [threading.Thread(target=bcompress) for _ in range(N_THREADS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print('bz2 shared', bz2.decompress(b''.join(pieces) + bc.flush()) == chunk * (N_THREADS * 20))

# one decompressor fed in order by turns, read by every thread
stream = zlib.compress(chunk * 200)
d = zlib.decompressobj()
out = []
cond = threading.Condition()
turn = [0]
pos = [0]
def take(me):
    while True:
        with cond:
            while turn[0] % N_THREADS != me and pos[0] < len(stream):
                cond.wait()
            if pos[0] >= len(stream):
                cond.notify_all()
                return
            piece = stream[pos[0]:pos[0] + 1000]
            pos[0] += 1000
            out.append(d.decompress(piece))
            turn[0] += 1
            cond.notify_all()
threads = [threading.Thread(target=take, args=(i,)) for i in range(N_THREADS)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print('decompress by turns', b''.join(out) == chunk * 200, d.eof)
