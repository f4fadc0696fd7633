# A small tokenizer for an arithmetic/assignment language.
KEYWORDS = {"let", "print", "if", "then", "else"}
def tokenize(src):
    tokens = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i
            while j < n and (src[j].isdigit() or src[j] == "."):
                j += 1
            text = src[i:j]
            tokens.append(("FLOAT" if "." in text else "INT", text))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (src[j].isalpha() or src[j].isdigit() or src[j] == "_"):
                j += 1
            word = src[i:j]
            tokens.append(("KW" if word in KEYWORDS else "NAME", word))
            i = j
        elif c == '"':
            j = src.find('"', i + 1)
            if j < 0:
                raise ValueError(f"unterminated string at {i}")
            tokens.append(("STR", src[i + 1:j]))
            i = j + 1
        elif src[i:i + 2] in ("==", "!=", "<=", ">="):
            tokens.append(("OP", src[i:i + 2]))
            i += 2
        elif c in "+-*/()=<>;":
            tokens.append(("OP", c))
            i += 1
        elif c == "#":
            while i < n and src[i] != "\n":
                i += 1
        else:
            raise ValueError(f"unexpected character {c!r} at {i}")
    tokens.append(("EOF", ""))
    return tokens
program = '''
let x = 42;   # the answer
let pi_ish = 3.14;
print "hello" ;
if x >= 10 then print x * (2 + pi_ish) else print 0;
let y_2 = x != 41;
'''
toks = tokenize(program)
for kind, text in toks:
    print(f"{kind:<6}{text!r}")
counts = {}
for kind, _ in toks:
    counts[kind] = counts.get(kind, 0) + 1
print(counts)
for bad in ['let s = "oops', "let z = 5 @ 3"]:
    try:
        tokenize(bad)
    except ValueError as e:
        print("error:", e)
