# hashlib.file_digest, usedforsecurity, chunked updates, known vectors;
# hmac.HMAC copy/update/attributes.
import hashlib, hmac, io, os, tempfile

data = b'The quick brown fox jumps over the lazy dog'
print(hashlib.md5(data).hexdigest(), hashlib.sha1(data).hexdigest())
print(hashlib.md5(b'').hexdigest(), hashlib.sha1(b'').hexdigest())
print(hashlib.sha256(b'abc').hexdigest())
print(hashlib.file_digest(io.BytesIO(data), 'sha256').hexdigest() == hashlib.sha256(data).hexdigest())
print(hashlib.file_digest(io.BytesIO(data * 1000), hashlib.md5).hexdigest() == hashlib.md5(data * 1000).hexdigest())
print(hashlib.file_digest(io.BytesIO(b''), lambda: hashlib.sha1()).hexdigest())
with tempfile.TemporaryDirectory() as d:
    fn = os.path.join(d, 'f.bin')
    with open(fn, 'wb') as f:
        f.write(data * 5000)
    with open(fn, 'rb') as f:
        print(hashlib.file_digest(f, 'sha512').hexdigest() == hashlib.sha512(data * 5000).hexdigest())
    with open(fn, 'r') as f:
        try:
            hashlib.file_digest(f, 'sha256')
        except ValueError as e:
            print('ValueError', str(e).split("'")[-1])
try:
    hashlib.file_digest(io.StringIO('x'), 'md5')
except (ValueError, TypeError) as e:
    print(type(e).__name__)

print(hashlib.algorithms_guaranteed >= {'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'blake2b', 'blake2s', 'sha3_256', 'shake_128'})
print(hashlib.algorithms_guaranteed <= hashlib.algorithms_available)
h = hashlib.new('sha256', usedforsecurity=False)
h.update(data)
print(h.hexdigest() == hashlib.sha256(data).hexdigest(), h.name, h.digest_size, h.block_size)
print(hashlib.md5(usedforsecurity=False).name, hashlib.sha1(data, usedforsecurity=False).hexdigest()[:8])
for name in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512', 'sha3_256', 'blake2b', 'blake2s']:
    h1 = hashlib.new(name)
    for i in range(0, len(data), 7):
        h1.update(data[i:i + 7])
    h2 = hashlib.new(name, data)
    h3 = h1.copy()
    h3.update(b'more')
    print(name, h1.digest() == h2.digest(), h3.digest() != h1.digest(), h1.digest_size, h1.block_size)
print(hashlib.shake_128(data).hexdigest(10), hashlib.shake_256(b'').hexdigest(4))
try:
    hashlib.new('sha256', 'text')
except TypeError as e:
    print('TypeError', e)

key = b'key'
m = hmac.HMAC(key, data, digestmod='md5')
print(m.hexdigest(), m.name, m.digest_size, m.block_size)
m2 = hmac.new(key, digestmod=hashlib.sha256)
m2.update(data[:10])
c = m2.copy()
m2.update(data[10:])
c.update(data[10:])
print(m2.hexdigest() == c.hexdigest() == hmac.new(key, data, 'sha256').hexdigest(), m2.name)
print(hmac.digest(key, data, 'sha1').hex())
print(hmac.compare_digest('abc', 'abc'), hmac.compare_digest(b'abc', b'abd'))
try:
    hmac.new(key)
except TypeError as e:
    print('TypeError', e)
try:
    hmac.compare_digest('a', b'a')
except TypeError as e:
    print('TypeError', e)
try:
    hmac.new('strkey', digestmod='md5')
except TypeError as e:
    print('TypeError', e)
