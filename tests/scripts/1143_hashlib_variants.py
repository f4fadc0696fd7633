# hashlib: the sha3 and shake families, blake2 parameters and their limits,
# copies, attributes and the type errors; hmac with each digestmod form.
import hashlib
import hmac


def attempt(label, fn):
    try:
        r = fn()
        print(label, "->", repr(r))
    except Exception as e:
        print(label, "!", type(e).__name__, e)


for name in ("sha3_224", "sha3_256", "sha3_384", "sha3_512", "sha224", "sha384"):
    h = getattr(hashlib, name)(b"abc")
    h2 = hashlib.new(name, b"abc")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest()[:16], h2.hexdigest() == h.hexdigest())

for name in ("shake_128", "shake_256"):
    h = hashlib.new(name, b"fpy")
    print(name, h.name, h.digest_size, h.block_size, h.hexdigest(5), h.digest(3).hex(), len(h.hexdigest(0)))
    attempt(name + " no length", lambda: h.hexdigest())
    attempt(name + " str length", lambda: h.digest("4"))

b = hashlib.blake2b(b"data", digest_size=16, key=b"k", salt=b"s" * 16, person=b"p" * 16)
print("blake2b", b.name, b.digest_size, b.block_size, b.hexdigest())
s = hashlib.blake2s(b"data", digest_size=8, key=b"key", salt=b"salt", person=b"me")
print("blake2s", s.name, s.digest_size, s.block_size, s.hexdigest())
print("blake2 consts", hashlib.blake2b.SALT_SIZE, hashlib.blake2b.PERSON_SIZE, hashlib.blake2b.MAX_KEY_SIZE,
      hashlib.blake2b.MAX_DIGEST_SIZE, hashlib.blake2s.SALT_SIZE, hashlib.blake2s.MAX_DIGEST_SIZE)
attempt("blake2b digest 0", lambda: hashlib.blake2b(digest_size=0))
attempt("blake2b digest 65", lambda: hashlib.blake2b(digest_size=65))
attempt("blake2s digest 33", lambda: hashlib.blake2s(digest_size=33))
attempt("blake2b key long", lambda: hashlib.blake2b(key=b"k" * 65))
attempt("blake2s salt long", lambda: hashlib.blake2s(salt=b"s" * 9))
attempt("blake2b person long", lambda: hashlib.blake2b(person=b"p" * 17))
attempt("blake2b key str", lambda: hashlib.blake2b(key="k"))
attempt("blake2b unknown kw", lambda: hashlib.blake2b(foo=1))

# copy independence
h = hashlib.sha256(b"a")
c = h.copy()
c.update(b"b")
print("copy", h.hexdigest() == hashlib.sha256(b"a").hexdigest(), c.hexdigest() == hashlib.sha256(b"ab").hexdigest())
sh = hashlib.shake_128(b"x")
sc = sh.copy()
sc.update(b"y")
print("shake copy", sh.hexdigest(4) != sc.hexdigest(4), sc.hexdigest(4) == hashlib.shake_128(b"xy").hexdigest(4))
bl = hashlib.blake2s(b"x", key=b"k")
bc = bl.copy()
bl.update(b"z")
print("blake copy", bc.hexdigest() == hashlib.blake2s(b"x", key=b"k").hexdigest())

# errors
attempt("unsupported", lambda: hashlib.new("nope"))
attempt("new no name", lambda: hashlib.new())
attempt("new upper", lambda: hashlib.new("SHA256", b"x").name)
attempt("update str", lambda: hashlib.sha1().update("text"))
attempt("ctor str", lambda: hashlib.md5("text"))
attempt("update int", lambda: hashlib.sha3_256().update(5))
attempt("update none", lambda: hashlib.blake2b().update(None))
attempt("update memoryview", lambda: hashlib.md5(memoryview(b"abc")).hexdigest())
attempt("update bytearray", lambda: hashlib.sha1(bytearray(b"abc")).hexdigest()[:10])
attempt("data kw", lambda: hashlib.sha256(data=b"abc").hexdigest()[:8])
attempt("string kw", lambda: hashlib.sha256(string=b"abc").hexdigest()[:8])

# hmac
key = b"secret"
msg = b"message"
for dm in ("sha256", hashlib.sha256, "sha3_256", hashlib.md5):
    hm = hmac.new(key, msg, digestmod=dm)
    print("hmac", hm.name, hm.digest_size, hm.block_size, hm.hexdigest()[:16])
hm = hmac.new(key, digestmod="sha1")
hm.update(b"mess")
hc = hm.copy()
hm.update(b"age")
print("hmac incremental", hm.hexdigest() == hmac.new(key, msg, "sha1").hexdigest(), hc.hexdigest() != hm.hexdigest())
print("hmac.digest", hmac.digest(key, msg, "sha256") == hmac.new(key, msg, "sha256").digest())
attempt("hmac no digestmod", lambda: hmac.new(key, msg))
attempt("hmac key str", lambda: hmac.new("k", msg, "sha256"))
attempt("hmac bad name", lambda: hmac.new(key, msg, "nope"))
attempt("hmac msg str", lambda: hmac.new(key, "m", "sha256"))
print("compare", hmac.compare_digest(b"abc", b"abc"), hmac.compare_digest(b"abc", b"abd"),
      hmac.compare_digest("abc", "abc"), hmac.compare_digest(b"a", b"ab"))
attempt("compare mixed", lambda: hmac.compare_digest("abc", b"abc"))
attempt("compare non-ascii", lambda: hmac.compare_digest("é", "é"))
attempt("compare ints", lambda: hmac.compare_digest(1, 1))
print("compare bytearray", hmac.compare_digest(bytearray(b"x"), b"x"))
