# hashlib: digests of known strings for every algorithm, incremental update,
# copy semantics, bytes / bytearray / memoryview input, the BLAKE2 parameters.
import hashlib

names = sorted(hashlib.algorithms_guaranteed)
print(names)
print(hashlib.algorithms_guaranteed <= hashlib.algorithms_available)

samples = [b'', b'abc', b'The quick brown fox jumps over the lazy dog', bytes(range(256)) * 9]
for name in names:
    for data in samples:
        h = hashlib.new(name, data)
        if name.startswith('shake'):
            print(name, len(data), h.hexdigest(20), h.digest(5).hex())
        else:
            print(name, len(data), h.hexdigest())
    ctor = getattr(hashlib, name)
    h = ctor()
    print(name, h.name, h.digest_size, h.block_size)

# incremental updates in every split equal one update
data = bytes(range(200)) * 50
for name in ['md5', 'sha1', 'sha256', 'sha512', 'sha3_256', 'blake2b', 'blake2s']:
    whole = hashlib.new(name, data).digest()
    for step in [1, 7, 63, 64, 65, 127, 128, 129, 1000, 4096]:
        h = hashlib.new(name)
        for i in range(0, len(data), step):
            h.update(data[i:i + step])
        assert h.digest() == whole, (name, step)
    print(name, 'incremental ok')

# copy: independent states
h = hashlib.sha256(b'abc')
c = h.copy()
c.update(b'def')
print(h.hexdigest() == hashlib.sha256(b'abc').hexdigest(), c.hexdigest() == hashlib.sha256(b'abcdef').hexdigest())
h.update(b'xyz')
print(c.hexdigest() == hashlib.sha256(b'abcdef').hexdigest())
b = hashlib.blake2b(b'one', digest_size=16)
bc = b.copy()
bc.update(b'two')
print(b.hexdigest(), bc.hexdigest(), bc.digest_size, type(bc).__name__)
x = hashlib.shake_256(b'seed')
xc = x.copy()
xc.update(b'more')
print(x.hexdigest(8), xc.hexdigest(8))
# digest() does not end the hash
h = hashlib.md5(b'a')
print(h.hexdigest(), h.hexdigest())
h.update(b'b')
print(h.hexdigest() == hashlib.md5(b'ab').hexdigest())

# bytes-like inputs
for d in [b'hello', bytearray(b'hello'), memoryview(b'hello'), memoryview(bytearray(b'xhellox'))[1:6]]:
    print(type(d).__name__, hashlib.sha1(d).hexdigest(), hashlib.blake2s(d).hexdigest()[:16])
print(hashlib.sha256(string=b'kw').hexdigest()[:16], hashlib.new('sha256', data=b'kw').hexdigest()[:16])
print(hashlib.md5(b'x', usedforsecurity=False).hexdigest())
print(hashlib.new('SHA256', b'x').name, hashlib.new('sha512_256', b'x').hexdigest()[:16])

# BLAKE2 parameters
for kw in [dict(digest_size=1), dict(digest_size=20), dict(key=b'secret'), dict(key=b'k' * 64),
           dict(salt=b'salty'), dict(person=b'me'), dict(fanout=2, depth=3, leaf_size=4096, node_offset=5,
           node_depth=1, inner_size=32, last_node=True), dict(digest_size=32, key=b'k', salt=b's', person=b'p'),
           dict(node_offset=2**64 - 1)]:
    print(kw, hashlib.blake2b(b'data', **kw).hexdigest())
for kw in [dict(digest_size=1), dict(digest_size=16), dict(key=b'secret'), dict(key=b'k' * 32), dict(salt=b'8 bytes!'),
           dict(person=b'p' * 8), dict(fanout=0, depth=255, node_offset=2**48 - 1, inner_size=16, last_node=1)]:
    print(kw, hashlib.blake2s(b'data', **kw).hexdigest())
# keyed hashing of data longer than a block
print(hashlib.blake2b(b'x' * 1000, key=b'key').hexdigest())
print(hashlib.blake2s(b'x' * 1000, key=b'key', digest_size=8).hexdigest())
# a million bytes, through the detached path
print(hashlib.sha256(b'a' * 1000000).hexdigest())
print(hashlib.blake2b(bytearray(b'a' * 1000000)).hexdigest())

# file_digest
import io
print(hashlib.file_digest(io.BytesIO(b'file contents'), 'sha1').hexdigest())
print(hashlib.file_digest(io.BytesIO(b'file contents'), hashlib.md5).hexdigest())
import hashlib
for c in (hashlib.blake2b, hashlib.blake2s):
    print(c.SALT_SIZE, c.PERSON_SIZE, c.MAX_KEY_SIZE, c.MAX_DIGEST_SIZE, c().MAX_DIGEST_SIZE, c.__name__)
print(repr(hashlib.blake2b()).split(' at ')[0], repr(hashlib.sha1()).split(' @ ')[0])
