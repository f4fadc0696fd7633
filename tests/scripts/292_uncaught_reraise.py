# A handler prints and re-raises with a bare raise.
def parse_all(items):
    out = []
    for s in items:
        try:
            out.append(float(s))
        except ValueError:
            print("could not parse", repr(s), "- giving up")
            raise
    return out
print(parse_all(["1.5", "2"]))
print(parse_all(["3", "four", "5"]))
