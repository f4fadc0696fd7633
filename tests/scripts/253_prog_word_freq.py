# Word frequency count over a text.
text = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair, we had everything
before us, we had nothing before us."""
def words(s):
    out = []
    cur = ""
    for ch in s.lower():
        if ch.isalpha() or ch == "'":
            cur += ch
        elif cur:
            out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out
ws = words(text)
print("total words:", len(ws), "distinct:", len(set(ws)))
freq = {}
for w in ws:
    freq[w] = freq.get(w, 0) + 1
top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))
for w, c in top[:10]:
    print(f"{w:<12}{c:>3} {'#' * c}")
by_len = {}
for w in freq:
    by_len.setdefault(len(w), []).append(w)
for k in sorted(by_len):
    print(k, sorted(by_len[k]))
longest = max(freq, key=lambda w: (len(w), w))
print("longest:", longest, "| singletons:", sum(1 for c in freq.values() if c == 1))
letters = {}
for ch in text.lower():
    if ch.isalpha():
        letters[ch] = letters.get(ch, 0) + 1
print("".join(k for k, v in sorted(letters.items(), key=lambda kv: (-kv[1], kv[0]))[:10]))
