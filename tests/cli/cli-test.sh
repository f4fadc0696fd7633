#!/bin/bash
# cli-test.sh FPY [gil|free-threaded]: the command line of fpy, compared with CPython's behaviour.
# Each check prints "ok N - what" or "not ok N - what" and a diff; exit 1 on any failure.
set -u
FPY=$(realpath "$1")
LOCK=${2:-free-threaded}
HERE=$(cd "$(dirname "$0")" && pwd)
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

# sys._is_gil_enabled(): False without the global lock (CPython 3.13's answer
# in its free-threaded build), True in the -Dgil build
out=$("$FPY" -c 'import sys; print(sys._is_gil_enabled())' 2>&1); rc=$?
if [ "$LOCK" = gil ]; then want=True; else want=False; fi
check "sys._is_gil_enabled() in a $LOCK build" "$want/0" "$out/$rc"

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
# (expected texts made by python3, with its ~~~^^^ marker lines)
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
           ^^^^^^^^
  File \"$tmp/chain.py\", line 2, in inner
    return 1 / x
           ~~^~~
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
    ~^^^^^^^^^^^
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
           ~^^^^^^^
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

# -m MOD: the module found on sys.path runs as __main__; sys.argv[0] is its
# file, sys.path[0] the current directory (as CPython's -m)
mkdir -p mdir
printf 'import sys\nprint(sys.argv)\nprint(__name__, __file__)\nprint(sys.path[0])\n' > mdir/climod.py
out=$(cd mdir && "$FPY" -m climod a -c 2>&1); rc=$?
check "-m runs the module as __main__" "['$tmp/mdir/climod.py', 'a', '-c']
__main__ $tmp/mdir/climod.py
$tmp/mdir/0" "$out/$rc"
out=$("$FPY" -m nosuch_mod 2>&1); rc=$?
check "-m missing module: CPython's message, exit 1" "fpy: No module named nosuch_mod/1" "$out/$rc"
out=$("$FPY" -m nosuch_pkg.sub 2>&1); rc=$?
check "-m dotted name" "fpy: Error while finding module specification for 'nosuch_pkg.sub' (ModuleNotFoundError: No module named 'nosuch_pkg')/1" "$out/$rc"
# -m PACKAGE runs PACKAGE.__main__ (package imported first); -m PKG.MOD
mkdir -p mdir/clipkg/inner
printf 'print("init", __name__)\n' > mdir/clipkg/__init__.py
printf 'from . import helper\nprint("main", __name__, __package__, helper.X)\n' > mdir/clipkg/__main__.py
printf 'X = 7\n' > mdir/clipkg/helper.py
printf 'print("mod", __name__, __package__)\n' > mdir/clipkg/mod.py
: > mdir/clipkg/inner/__init__.py
out=$(cd mdir && "$FPY" -m clipkg 2>&1); rc=$?
check "-m a package runs its __main__" "init clipkg
main __main__ clipkg 7/0" "$out/$rc"
out=$(cd mdir && "$FPY" -m clipkg.mod 2>&1); rc=$?
check "-m a package's module" "init clipkg
mod __main__ clipkg/0" "$out/$rc"
out=$(cd mdir && "$FPY" -m clipkg.inner 2>&1 >/dev/null); rc=$?
check "-m a package without __main__" "fpy: No module named clipkg.inner.__main__; 'clipkg.inner' is a package and cannot be directly executed/1" "$out/$rc"
out=$("$FPY" -m sys 2>&1); rc=$?
check "-m a module written in C" "fpy: No code object available for sys/1" "$out/$rc"
out=$("$FPY" -m 2>&1); rc=$?
check "-m without a name: exit 2" "Argument expected for the -m option/2" "$(echo "$out" | head -n 1)/$rc"
printf 'raise ValueError("from the module")\n' > mdir/climod_bad.py
out=$(cd mdir && "$FPY" -m climod_bad 2>&1); rc=$?
check "-m uncaught exception: exit 1" "ValueError: from the module/1" "$(echo "$out" | tail -n 1)/$rc"
out=$("$FPY" -m heapq 2>&1); rc=$?
check "-m a module compiled into fpy" "/0" "$out/$rc"
# the module in tests/scripts/modules (found through sys.path[0] = the current directory)
out=$(cd "$HERE/../scripts/modules" && "$FPY" -m l2_shapes 2>&1); rc=$?
check "-m a module of tests/scripts/modules exits 0" "0" "$rc"

# -i: the prompt after the program, even with stdin not a terminal (prompts
# then go to stderr); after an uncaught exception too, SystemExit included
out=$(echo 'print(x * 2)' | "$FPY" -i -c 'x = 21' 2>/dev/null); rc=$?
check "-i -c: the program's names at the prompt" "42/0" "$out/$rc"
out=$(echo 'print(x * 2)' | "$FPY" -i -c 'x = 21' 2>&1 >/dev/null)
check "-i: prompts on stderr when stdin is not a terminal" ">>> >>> " "$out"
printf 'import sys\nprint("a")\nsys.exit(3)\n' > iexit.py
out=$(echo 'print("in repl")' | "$FPY" -i iexit.py 2>&1); rc=$?
check "-i: SystemExit in the script is printed, then the prompt" "a
Traceback (most recent call last):
  File \"$tmp/iexit.py\", line 3, in <module>
    sys.exit(3)
SystemExit: 3
>>> in repl
>>> /0" "$out/$rc"
printf '1/0 +\n' > isyn.py
out=$(echo 'print(8)' | "$FPY" -i isyn.py 2>&1); rc=$?
check "-i: after a SyntaxError" "SyntaxError: invalid syntax
>>> 8
>>> /0" "$(echo "$out" | tail -n 3)/$rc"
printf 'def f():\n    return 5\n\nf()\n1/0\nx = 3\nx\n_\n(1,\n2)\n# c\nfor i in range(2): i\n\nimport sys; sys.exit(4)\nprint("not reached")\n' | "$FPY" -i > repl.txt 2>&1; rc=$?
out=$(grep -v '^fpy ' repl.txt)
check "-i with no program: the REPL reads stdin" ">>> ... ... >>> 5
>>> Traceback (most recent call last):
  File \"<stdin>\", line 1, in <module>
ZeroDivisionError: division by zero
>>> >>> 3
>>> 3
>>> ... (1, 2)
>>> >>> ... 0
1
>>> /4" "$out/$rc"
printf 'x = 1\n' | "$FPY" -i > repl.txt 2>&1; rc=$?
out=$(tail -c 5 repl.txt | od -An -c | tr -s ' ')
check "-i: end of input prints a newline, exit 0" " > > > \n/0" "$out/$rc"
# no -i and stdin not a terminal: the whole program is read from stdin
out=$(printf 'x = 6\nprint(x * 7)\n' | "$FPY" 2>&1); rc=$?
check "no arguments, piped stdin: runs it as a program" "42/0" "$out/$rc"

# -u: stdout is not buffered, so its lines keep their order with stderr's
out=$("$FPY" -u -c 'import sys
print("out1"); print("err1", file=sys.stderr); print("out2", end=""); print("err2", file=sys.stderr)' 2>&1); rc=$?
check "-u: stdout and stderr interleave in order" "out1
err1
out2err2/0" "$out/$rc"
# -u: a line printed to a pipe is there at once, not at exit
out=$("$FPY" -u -c 'print("early"); import time; time.sleep(3)' | { read -r -t 2 line; echo "got:$line"; cat >/dev/null; })
check "-u: a pipe reader gets the line before the program ends" "got:early" "$out"
out=$("$FPY" -c 'print("late"); import time; time.sleep(3)' | { read -r -t 1 line; echo "got:$line"; cat >/dev/null; })
check "without -u: stdout to a pipe is buffered until exit" "got:" "$out"

# combined and terminating options
out=$("$FPY" -ui -c 'print(9)' </dev/null 2>/dev/null); rc=$?
check "combined flags -ui -c" "9/0" "$out/$rc"
out=$("$FPY" -cprint\(10\) 2>&1); rc=$?
check "-cCODE in one argument" "10/0" "$out/$rc"
out=$("$FPY" -c 'import sys; print(sys.argv)' -- -u 2>&1)
check "-c ends the options" "['-c', '--', '-u']" "$out"
out=$("$FPY" -- args.py -i 2>&1)
check "-- then the script" "['args.py', '-i']
__main__" "$out"
out=$("$FPY" -Z 2>&1); rc=$?
check "unknown short option" "Unknown option: -Z/2" "$(echo "$out" | head -n 1)/$rc"
# CPython's flags that scripts pass when they start the interpreter again
out=$("$FPY" -E -s -B -u -S -c 'import sys; f = sys.flags; print(f.ignore_environment, f.no_user_site, f.no_site, f.isolated)' 2>&1); rc=$?
check "-E -s -B -u -S accepted" "1 1 1 0/0" "$out/$rc"
out=$(cd "$(dirname "$0")" && "$FPY" -IsE -c 'import sys; print(sys.flags.isolated, sys.flags.safe_path, "" in sys.path)' 2>&1); rc=$?
check "-I isolates: no current directory on sys.path" "1 True False/0" "$out/$rc"
out=$("$FPY" -X dev -Xfoo=bar -W ignore -Werror -c 'import sys; print(sys._xoptions, sys.warnoptions, sys.flags.dev_mode)' 2>&1); rc=$?
check "-X and -W kept for sys" "{'dev': True, 'foo': 'bar'} ['default', 'ignore', 'error'] True/0" "$out/$rc"
out=$("$FPY" -X 2>&1); rc=$?
check "-X without an option" "Argument expected for the -X option/2" "$(echo "$out" | head -n 1)/$rc"
out=$("$FPY" --nope 2>&1); rc=$?
check "unknown long option" "unknown option --nope/2" "$(echo "$out" | head -n 1)/$rc"
out=$("$FPY" -c 2>&1); rc=$?
check "-c without code" "Argument expected for the -c option/2" "$(echo "$out" | head -n 1)/$rc"

# tracebacks: CPython 3.11's ~~~^^^ markers under the source lines (texts made by
# python3; the "File" lines left out)
tb_check() { # tb_check NAME SOURCE EXPECTED: the uncaught traceback of SOURCE without its File lines
    printf '%s' "$2" > "tb_$1.py"
    local got
    got=$("$FPY" "tb_$1.py" 2>&1 >/dev/null | grep -v '^  File ')
    check "traceback markers: $1" "$3" "$got"
}
tb_check binop 'x = 1
y = x + None
' 'Traceback (most recent call last):
    y = x + None
        ~~^~~~~~
TypeError: unsupported operand type(s) for +: '\''int'\'' and '\''NoneType'\'''
tb_check paren 'a = 1
b = (a) + None
' 'Traceback (most recent call last):
    b = (a) + None
        ~~~~^~~~~~
TypeError: unsupported operand type(s) for +: '\''int'\'' and '\''NoneType'\'''
tb_check pow 'a = 2
b = a ** "x"
' 'Traceback (most recent call last):
    b = a ** "x"
        ~~^^~~~~
TypeError: unsupported operand type(s) for ** or pow(): '\''int'\'' and '\''str'\'''
tb_check sub 'd = {}
v = d["key"]
' 'Traceback (most recent call last):
    v = d["key"]
        ~^^^^^^^
KeyError: '\''key'\'''
tb_check nested 'a = [[1]]
b = a[0][5]
' 'Traceback (most recent call last):
    b = a[0][5]
        ~~~~^^^
IndexError: list index out of range'
tb_check method 'x = "a"
x.nosuch()
' 'Traceback (most recent call last):
    x.nosuch()
    ^^^^^^^^
AttributeError: '\''str'\'' object has no attribute '\''nosuch'\'''
tb_check compare 'x = 1 < "a"
' 'Traceback (most recent call last):
    x = 1 < "a"
        ^^^^^^^
TypeError: '\''<'\'' not supported between instances of '\''int'\'' and '\''str'\'''
tb_check multiline 'def f(*a):
    raise ValueError
x = f(1,
      2)
' 'Traceback (most recent call last):
    x = f(1,
        ^^^^
    raise ValueError
ValueError'
tb_check unicode 's = "é"
t = s + 1
' 'Traceback (most recent call last):
    t = s + 1
        ~~^~~
TypeError: can only concatenate str (not "int") to str'
tb_check call_whole 'def f():
    raise ValueError("v")
f()
' 'Traceback (most recent call last):
    f()
    raise ValueError("v")
ValueError: v'
tb_check list_idx 'l = [1]
l[3] = 4
' 'Traceback (most recent call last):
    l[3] = 4
    ~^^^
IndexError: list assignment index out of range'
tb_check tab 'if 1:
	x = 1 + None
' 'Traceback (most recent call last):
    x = 1 + None
        ~~^~~~~~
TypeError: unsupported operand type(s) for +: '\''int'\'' and '\''NoneType'\'''
tb_check listcomp 'x = [1 / 0 for i in range(3)]
' 'Traceback (most recent call last):
    x = [1 / 0 for i in range(3)]
        ^^^^^^^^^^^^^^^^^^^^^^^^^
    x = [1 / 0 for i in range(3)]
         ~~^~~
ZeroDivisionError: division by zero'
tb_check fstring 'x = f"{1/0}"
' 'Traceback (most recent call last):
    x = f"{1/0}"
           ~^~
ZeroDivisionError: division by zero'
tb_check chain_binop 'x = 1 + 2 * "a" - 3
' 'Traceback (most recent call last):
    x = 1 + 2 * "a" - 3
        ~~^~~~~~~~~
TypeError: unsupported operand type(s) for +: '\''int'\'' and '\''str'\'''
tb_check ws 'x = 1
y = x    +    None   # c
' 'Traceback (most recent call last):
    y = x    +    None   # c
        ~~~~~^~~~~~~~~
TypeError: unsupported operand type(s) for +: '\''int'\'' and '\''NoneType'\'''
tb_check attr_paren 'x = (None).foo
' 'Traceback (most recent call last):
    x = (None).foo
        ^^^^^^^^^^
AttributeError: '\''NoneType'\'' object has no attribute '\''foo'\'''
tb_check deco 'def d(f): return 1/0
@d
def g(): pass
' 'Traceback (most recent call last):
    @d
     ^
    def d(f): return 1/0
                     ~^~
ZeroDivisionError: division by zero'
tb_check cmp_chain 'x = 1 < 2 < "a"
' 'Traceback (most recent call last):
    x = 1 < 2 < "a"
        ^^^^^^^^^^^
TypeError: '\''<'\'' not supported between instances of '\''int'\'' and '\''str'\'''

echo "$((n - fails)) passed, $fails failed"
[ "$fails" -eq 0 ]
