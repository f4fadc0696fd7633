# Classical ciphers and frequency analysis.
ALPHA = "abcdefghijklmnopqrstuvwxyz"
def shift_char(c, k):
    if c.lower() not in ALPHA:
        return c
    base = "A" if c.isupper() else "a"
    return chr((ord(c) - ord(base) + k) % 26 + ord(base))
def caesar(text, k):
    return "".join(shift_char(c, k) for c in text)
def vigenere(text, key, decrypt=False):
    out = []
    j = 0
    for c in text:
        if c.lower() in ALPHA:
            k = ALPHA.index(key[j % len(key)])
            out.append(shift_char(c, -k if decrypt else k))
            j += 1
        else:
            out.append(c)
    return "".join(out)
plain = "The Quick Brown Fox Jumps Over The Lazy Dog, again and again!"
enc = caesar(plain, 7)
print(enc)
print(caesar(enc, -7) == plain)
def crack(ciphertext):
    best = None
    for k in range(26):
        cand = caesar(ciphertext, -k)
        score = sum(cand.lower().count(ch) for ch in "etaoin ")
        if best is None or score > best[0]:
            best = (score, k, cand)
    return best
print(crack(enc)[1:])
v = vigenere(plain, "lemon")
print(v)
print(vigenere(v, "lemon", decrypt=True))
counts = {}
for c in plain.lower():
    if c in ALPHA:
        counts[c] = counts.get(c, 0) + 1
print(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:6])
