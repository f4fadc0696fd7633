#!/bin/bash
# cli-test.sh FPY: the command line of fpy, compared with CPython's behaviour.
# Each check prints "ok N - what" or "not ok N - what" and a diff; exit 1 on any failure.
set -u
FPY=$(realpath "$1")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"
n=0; fails=0
check() { # check "what" expected actual
    n=$((n + 1))
    if [ "$2" == "$3" ]; then echo "ok $n - $1"
    else echo "not ok $n - $1"; echo "  expected: $(printf %q "$2")"; echo "  actual:   $(printf %q "$3")"; fails=$((fails + 1)); fi
}

# fpy -c CODE [ARGS]: sys.argv[0] is '-c'
out=$("$FPY" -c 'import sys; print(sys.argv, 6 * 7)' a b 2>&1); rc=$?
check "-c runs code and sets sys.argv" "['-c', 'a', 'b'] 42/0" "$out/$rc"

# an uncaught exception in -c: traceback names <string>, exit 1
out=$("$FPY" -c 'x = 1
1 / 0' 2>&1); rc=$?
check "-c uncaught exception: exit 1" "1" "$rc"
check "-c traceback last line" "ZeroDivisionError: division by zero" "$(echo "$out" | tail -n 1)"
check "-c traceback names <string>" '  File "<string>", line 2, in <module>' "$(echo "$out" | grep -F 'File "<string>"')"

# a script with arguments
printf 'import sys\nprint(sys.argv)\nprint(__name__)\n' > args.py
out=$("$FPY" args.py one "two words" 2>&1); rc=$?
check "script arguments" "['args.py', 'one', 'two words']
__main__/0" "$out/$rc"

# a missing file: CPython's message (with fpy's name), exit 2
out=$("$FPY" nosuch.py 2>&1); rc=$?
check "missing file: exit 2" "2" "$rc"
check "missing file: message" "fpy: can't open file '$tmp/nosuch.py': [Errno 2] No such file or directory" "$out"

# --version and -h
out=$("$FPY" --version 2>&1); rc=$?
check "--version" "fpy 0.1.0/0" "$out/$rc"
out=$("$FPY" -h 2>&1); rc=$?
check "-h exits 0 and shows usage" "0" "$rc"
case "$out" in *usage:*) ok=yes ;; *) ok=no ;; esac
check "-h mentions usage" "yes" "$ok"
check "-h output ends with a newline" "0a" "$("$FPY" -h | tail -c 1 | od -An -tx1 | tr -d ' ')"
check "--help output ends with a newline" "0a" "$("$FPY" --help | tail -c 1 | od -An -tx1 | tr -d ' ')"

# an unknown option: exit 2 like CPython
out=$("$FPY" --no-such-option 2>&1); rc=$?
check "unknown option: exit 2" "2" "$rc"

# --dis prints every code object with line numbers and opcodes
printf 'def f(a):\n    return a + 1\nprint(f(2))\n' > dis.py
out=$("$FPY" --dis dis.py 2>&1); rc=$?
check "--dis exits 0" "0" "$rc"
case "$out" in *BINARY_OP*RETURN_VALUE*) ok=yes ;; *) ok=no ;; esac
check "--dis shows the function's body" "yes" "$ok"
case "$out" in *"<module>"*) ok=yes ;; *) ok=no ;; esac
check "--dis shows the module code object" "yes" "$ok"
out=$("$FPY" dis.py 2>&1)
check "--dis file still runs normally" "3" "$out"

# --dis-adaptive runs the program (same stdout), then prints the bytecode
# to stderr with what the caches learned: an attribute instruction that met
# two classes names both (unless the build does not specialize)
printf 'class A:\n    def __init__(self):\n        self.v = 1\nclass B:\n    __slots__ = ("v",)\n    def __init__(self):\n        self.v = 2\ndef get(o):\n    return o.v\nprint(sum(get(o) for o in [A(), B()] * 10))\n' > adaptive.py
out=$("$FPY" --dis-adaptive adaptive.py 2>/dev/null); rc=$?
check "--dis-adaptive runs the program" "30/0" "$out/$rc"
err=$("$FPY" --dis-adaptive adaptive.py 2>&1 >/dev/null)
case "$err" in *"no inline caches"*|*"A: inline value #0; B: slot at"*|*"B: slot at "*"; A: inline value #0"*) ok=yes ;; *) ok=no ;; esac
check "--dis-adaptive shows both classes at o.v" "yes" "$ok"
case "$err" in *"Disassembly of <code object get"*LOAD_ATTR*) ok=yes ;; *) ok=no ;; esac
check "--dis-adaptive prints the bytecode" "yes" "$ok"
# the interpreter's superinstructions show in --dis-adaptive (o.v in get:
# LOAD_FAST__LOAD_ATTR, then the LOAD_ATTR it covers), never in --dis
case "$err" in *"no inline caches"*|*"LOAD_FAST__LOAD_ATTR"*LOAD_ATTR*) ok=yes ;; *) ok=no ;; esac
check "--dis-adaptive shows superinstructions" "yes" "$ok"
out=$("$FPY" --dis adaptive.py 2>&1)
case "$out" in *LOAD_FAST__*) ok=no ;; *LOAD_FAST*LOAD_ATTR*) ok=yes ;; *) ok=no ;; esac
check "--dis shows the compiler's instructions" "yes" "$ok"

# a syntax error: exit 1, SyntaxError last line
printf 'x = (1,\n' > bad.py
out=$("$FPY" bad.py 2>&1); rc=$?
check "syntax error: exit 1" "1" "$rc"
check "syntax error: message" "SyntaxError: '(' was never closed" "$(echo "$out" | tail -n 1)"

# deep recursion ends in RecursionError, not a crash
out=$("$FPY" -c 'def f(n): return f(n+1)
f(0)' 2>&1); rc=$?
check "deep recursion: exit 1" "1" "$rc"
check "deep recursion: RecursionError" "RecursionError: maximum recursion depth exceeded" "$(echo "$out" | tail -n 1)"

# input() reads stdin; EOF gives EOFError
out=$(printf 'hello\n' | "$FPY" -c 'print(input("? ").upper())' 2>&1)
check "input() reads a line" "? HELLO" "$out"
out=$("$FPY" -c 'input()' < /dev/null 2>&1); rc=$?
check "input() at EOF" "EOFError: EOF when reading a line/1" "$(echo "$out" | tail -n 1)/$rc"

# uncaught chained exceptions: the whole traceback as CPython 3.11 prints it
# (expected texts made by python3, without its ~~~^^^ marker lines)
cat > chain.py <<'PYEOF'
def inner(x):
    return 1 / x
def middle(x):
    try:
        return inner(x)
    except ZeroDivisionError as e:
        raise ValueError("bad value") from e
def outer():
    try:
        middle(0)
    except ValueError:
        d = {}
        d["missing"]
outer()
PYEOF
out=$("$FPY" chain.py 2>&1); rc=$?
check "chained traceback: cause and context" "Traceback (most recent call last):
  File \"$tmp/chain.py\", line 5, in middle
    return inner(x)
  File \"$tmp/chain.py\", line 2, in inner
    return 1 / x
ZeroDivisionError: division by zero

The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File \"$tmp/chain.py\", line 10, in outer
    middle(0)
  File \"$tmp/chain.py\", line 7, in middle
    raise ValueError(\"bad value\") from e
ValueError: bad value

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File \"$tmp/chain.py\", line 14, in <module>
    outer()
  File \"$tmp/chain.py\", line 13, in outer
    d[\"missing\"]
KeyError: 'missing'/1" "$out/$rc"
cat > ctx.py <<'PYEOF'
class AppError(Exception):
    pass
def load(d):
    try:
        return d["key"]
    except KeyError:
        raise AppError("no key")
def main():
    load({})
main()
PYEOF
out=$("$FPY" ctx.py 2>&1); rc=$?
check "chained traceback: raise inside except" "Traceback (most recent call last):
  File \"$tmp/ctx.py\", line 5, in load
    return d[\"key\"]
KeyError: 'key'

During handling of the above exception, another exception occurred:

Traceback (most recent call last):
  File \"$tmp/ctx.py\", line 10, in <module>
    main()
  File \"$tmp/ctx.py\", line 9, in main
    load({})
  File \"$tmp/ctx.py\", line 7, in load
    raise AppError(\"no key\")
AppError: no key/1" "$out/$rc"

# --stats: the collector's counters on stderr at exit, stdout untouched
out=$("$FPY" --stats -c 'print(1)' 2>/dev/null); rc=$?
check "--stats keeps stdout and the exit code" "1/0" "$out/$rc"
err=$("$FPY" --stats -c 'print(1)' 2>&1 >/dev/null)
case "$err" in *"gc: "*collections*"stop-the-world pauses"*) ok=yes ;; *) ok=no ;; esac
check "--stats prints the collector's counters" "yes" "$ok"

echo "$((n - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
