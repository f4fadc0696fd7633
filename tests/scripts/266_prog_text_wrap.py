# Greedy text wrapping and justification.
TEXT = ("Python is a high-level, general-purpose programming language. Its design philosophy "
        "emphasizes code readability with the use of significant indentation. Python is "
        "dynamically typed and garbage-collected.")
def wrap(text, width):
    lines, cur = [], []
    length = 0
    for word in text.split():
        if cur and length + 1 + len(word) > width:
            lines.append(cur)
            cur, length = [], 0
        length += len(word) + (1 if cur else 0)
        cur.append(word)
    if cur:
        lines.append(cur)
    return lines
def justify(words, width):
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    q, r = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (q + (1 if i < r else 0))
    return out + words[-1]
for width in [30, 45]:
    print("+" + "-" * width + "+")
    lines = wrap(TEXT, width)
    for i, ws in enumerate(lines):
        body = " ".join(ws).ljust(width) if i == len(lines) - 1 else justify(ws, width)
        print("|" + body + "|")
    print("+" + "-" * width + "+")
for ws in wrap(TEXT, 25)[:4]:
    print(" ".join(ws).center(25, "."))
