# os.write takes any bytes-like object: bytes, bytearray,
# memoryview (slices; strided and released ones refused); other types are a TypeError.
import os

path = f"/tmp/fpy_944_{os.getpid()}.bin"
fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)


ba = bytearray(b"bytearray|")
print(os.write(fd, b"bytes|"))
print(os.write(fd, ba))
print(os.write(fd, memoryview(b"view|")))
print(os.write(fd, memoryview(bytearray(b"xx-slice|-yy"))[3:-2]))
try:
    os.write(fd, memoryview(b"0123456789")[::3])
except BufferError as e:
    print(type(e).__name__, e)
print(os.write(fd, memoryview(b"0123456789")[::20]))
print(os.write(fd, bytearray()))
for bad in ["text", 5, [1, 2], None]:
    try:
        os.write(fd, bad)
    except TypeError as e:
        print(type(e).__name__, e)
mv = memoryview(b"gone")
mv.release()
try:
    os.write(fd, mv)
except ValueError as e:
    print(type(e).__name__, e)
os.close(fd)
try:
    os.write(fd, bytearray(b"closed"))
except OSError as e:
    print(type(e).__name__, e.errno == 9)

fd = os.open(path, os.O_RDONLY)
print(os.read(fd, 100))
os.close(fd)
os.remove(path)

r, w = os.pipe()
os.write(w, bytearray(b"through a pipe"))
os.close(w)
print(os.read(r, 100))
os.close(r)
