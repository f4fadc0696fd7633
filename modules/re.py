"""Regular expressions (fpy): CPython's `re` API on top of PCRE2.

The source of fpy's built-in `re` module, compiled into the binary
(tools/embed_py.py) and run on the first `import re`.  The matching is
done by the C module `_re` (modules/remodule.c) with PCRE2 (JIT-compiled
where the machine has PCRE2's JIT); this file reads Python's pattern
syntax, reports CPython's errors for bad patterns, hands `_re` the same
pattern in PCRE2's syntax, and parses the replacement templates of sub().
re.Pattern's matching methods (search, match, fullmatch, findall,
finditer, split, sub with a template or a function) and the whole
re.Match type are C (_re), so a search and the reading of its groups
run no Python code.

Threads: a Pattern and a Match never change after creation, and compiled
patterns are shared by every thread that uses them.  The cache
of compiled patterns (_cache) is a dict: lookups take no lock (a dict
read is atomic in fpy), insertions and evictions hold _cache_lock.
"""
import sys
import _re
from _thread import allocate_lock

__all__ = ['match', 'fullmatch', 'search', 'sub', 'subn', 'split', 'findall', 'finditer', 'compile',
           'purge', 'escape', 'error', 'Pattern', 'Match', 'A', 'I', 'L', 'M', 'S', 'X', 'U', 'ASCII',
           'IGNORECASE', 'LOCALE', 'MULTILINE', 'DOTALL', 'VERBOSE', 'UNICODE', 'NOFLAG', 'RegexFlag']

# ---- flags --------------------------------------------------------------

# name, value: in the order CPython's RegexFlag defines (and prints) them
_FLAG_NAMES = (('ASCII', 256), ('IGNORECASE', 2), ('LOCALE', 4), ('UNICODE', 32), ('MULTILINE', 8),
               ('DOTALL', 16), ('VERBOSE', 64), ('TEMPLATE', 1), ('DEBUG', 128))
_ALL_FLAGS = 256 | 2 | 4 | 32 | 8 | 16 | 64 | 1 | 128


class RegexFlag(int):
    """A set of re flags: an int that prints as re.IGNORECASE|re.MULTILINE."""

    def __repr__(self):
        v = int(self)
        if v == 0:
            return 're.NOFLAG'
        names = []
        for name, bit in _FLAG_NAMES:
            if v & bit:
                names.append('re.' + name)
                v &= ~bit
        if v:
            names.append(hex(v))
        return '|'.join(names)

    __str__ = __repr__

    def __format__(self, spec):
        return format(repr(self), spec)

    def __or__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) | int(other))

    def __and__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) & int(other))

    def __xor__(self, other):
        if not isinstance(other, int):
            return NotImplemented
        return RegexFlag(int(self) ^ int(other))

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(_ALL_FLAGS & ~int(self))


A = ASCII = RegexFlag(256)
I = IGNORECASE = RegexFlag(2)
L = LOCALE = RegexFlag(4)
U = UNICODE = RegexFlag(32)
M = MULTILINE = RegexFlag(8)
S = DOTALL = RegexFlag(16)
X = VERBOSE = RegexFlag(64)
T = TEMPLATE = RegexFlag(1)
DEBUG = RegexFlag(128)
NOFLAG = RegexFlag(0)

# Pattern reprs name the flags in the order of CPython's _sre
_PATTERN_FLAG_ORDER = (('TEMPLATE', 1), ('IGNORECASE', 2), ('LOCALE', 4), ('MULTILINE', 8), ('DOTALL', 16),
                       ('UNICODE', 32), ('VERBOSE', 64), ('DEBUG', 128), ('ASCII', 256))


class error(Exception):
    """A pattern that is not a valid regular expression (re.error)."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            newline = '\n' if isinstance(pattern, str) else b'\n'
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                msg = '%s at position %d (line %d, column %d)' % (msg, pos, self.lineno, self.colno)
            else:
                msg = '%s at position %d' % (msg, pos)
        else:
            self.lineno = self.colno = None
        Exception.__init__(self, msg)


# ---- the translator: Python's syntax -> PCRE2's --------------------------

_REPEAT_CHARS = '*+?{'
_OCT = '01234567'
_DIGITS = '0123456789'
_HEX = '0123456789abcdefABCDEF'
_SIMPLE_ESCAPES = {'a': 7, 'f': 12, 'n': 10, 'r': 13, 't': 9, 'v': 11, '\\': 92}
_CLASS_ESCAPES = 'dDsSwW'
_MAXREPEAT = 65535          # PCRE2's limit (CPython's is 4294967295)
_INF = 1 << 40              # an unbounded width
_FLAG_LETTERS = {'a': 256, 'i': 2, 'L': 4, 'm': 8, 's': 16, 'u': 32, 'x': 64}


# \d \w \s \b inside a scoped (?a:...) of a Unicode pattern
_ASCII_ESCAPES = {'d': '[0-9]', 'D': '[^0-9]', 'w': '[A-Za-z0-9_]', 'W': '[^A-Za-z0-9_]',
                  's': '[\\t\\n\\x0b\\f\\r ]', 'S': '[^\\t\\n\\x0b\\f\\r ]',
                  'b': '(?:(?<=[A-Za-z0-9_])(?![A-Za-z0-9_])|(?<![A-Za-z0-9_])(?=[A-Za-z0-9_]))',
                  'B': '(?:(?<=[A-Za-z0-9_])(?=[A-Za-z0-9_])|(?<![A-Za-z0-9_])(?![A-Za-z0-9_]))'}


# Python's Unicode \s: the code points for which str.isspace() is true
# (PCRE2's \s with UCP leaves out U+001C..U+001F and has U+180E)
_UNICODE_SPACE = '\\t-\\r\\x{1c}-\\x{20}\\x{85}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}'


def _hexcp(c):
    if 0xD800 <= c <= 0xDFFF:
        raise NotImplementedError("fpy's re cannot compile a pattern holding lone surrogates")
    return '\\x{%x}' % c


class _Translator:
    """One pass over a Python pattern (as str; bytes are read as latin-1)."""

    def __init__(self, text, orig, flags, is_bytes):
        self.s = text
        self.orig = orig            # the user's pattern, for error messages
        self.flags = int(flags)
        self.is_bytes = is_bytes
        self.i = 0
        self.out = []
        self.ngroups = 0
        self.names = {}             # name -> group number
        self.parents = [0]          # group -> enclosing group (0: none)
        self.open = []              # stack: [kind, pos, group number, verbose before, name]
        self.closed = set()
        self.condrefs = []          # (group, pos) of conditionals, checked at the end
        self.verbose = bool(flags & 64)
        self.icase = bool(flags & 2)
        self.lone_backslash = False
        self.widths = [[[], 0, 0]]
        self.last_width = None
        self.ref_width = None
        self.group_widths = {}
        self.bad_lookbehind = False
        self.lb_groups = None       # inside a look-behind: the first group number defined in it
        self.lb_stack = []
        self.ascii = bool(flags & 256) or is_bytes   # \d \w \s \b mean ASCII only
        self.ucp = not self.ascii                    # PCRE2 runs with UCP: ASCII scopes spell them out

    def err(self, msg, pos):
        # CPython reads one token ahead: once the token before a final lone
        # backslash is read, that backslash is the error reported
        if self.lone_backslash and self.i >= len(self.s) - 1:
            msg, pos = 'bad escape (end of pattern)', len(self.s) - 1
        raise error(msg, self.orig, pos)

    def emit(self, s):
        self.out.append(s)

    def cur_group(self):
        for entry in reversed(self.open):
            if entry[2]:
                return entry[2]
        return 0

    def run(self):
        s = self.s
        n = len(s)
        k = n
        while k > 0 and s[k - 1] == '\\':
            k -= 1
        self.lone_backslash = (n - k) % 2 == 1
        prev = None                 # None: nothing to repeat; 'item'; 'at'; 'repeat'
        at_start = True             # still where global flags may go
        while self.i < n:
            c = s[self.i]
            start = self.i
            if self.verbose and c in ' \t\n\r\v\f':
                self.i += 1
                continue
            if self.verbose and c == '#':
                while self.i < n and s[self.i] != '\n':
                    self.i += 1
                if self.i >= n and self.lone_backslash:     # CPython tokenizes comments too
                    self.err('bad escape (end of pattern)', n - 1)
                continue
            if c in _REPEAT_CHARS:
                if c == '{':
                    rep = self.brace_repeat()
                    if rep is None:
                        self.i += 1
                        self.emit('\\{')
                        self.add_width(1, 1)
                        prev = 'item'
                        at_start = False
                        continue
                else:
                    self.i += 1
                    rep = c
                if prev is None or prev == 'at':
                    self.err('nothing to repeat', start)
                if prev == 'repeat':
                    self.err('multiple repeat', start)
                self.repeat_width(rep)
                if self.i < n and s[self.i] in '?+':
                    rep += s[self.i]
                    self.i += 1
                self.emit(rep)
                prev = 'repeat'
                continue
            at_start_here = at_start
            at_start = False
            if c == '\\':
                self.ref_width = None
                prev = self.escape()
                self.add_width(*(self.ref_width or ((0, 0) if prev == 'at' else (1, 1))))
            elif c == '[':
                self.char_class()
                self.add_width(1, 1)
                prev = 'item'
            elif c == '(':
                self.ref_width = None
                kind = self.group(at_start_here)
                if kind == 'flags':
                    at_start = at_start_here
                    prev = None
                elif kind == 'comment':     # (?#...) changes nothing around it
                    at_start = at_start_here
                elif kind is None:          # a group opened
                    self.widths.append([[], 0, 0])
                    prev = None
                else:                       # (?P=name)
                    self.add_width(*self.ref_width)
                    prev = kind
            elif c == ')':
                if not self.open:
                    self.err('unbalanced parenthesis', start)
                kind, _, g, verbose, _, ascii, icase = self.open.pop()
                self.verbose = verbose
                self.ascii = ascii
                self.icase = icase
                if g:
                    self.closed.add(g)
                self.i += 1
                self.emit(')')
                self.close_width(kind, g)
                if kind == 'lookbehind':
                    self.lb_groups = self.lb_stack.pop()
                prev = 'item'
            elif c == '|':
                self.i += 1
                self.emit('|')
                top = self.widths[-1]
                top[0].append((top[1], top[2]))
                top[1] = top[2] = 0
                self.last_width = None
                prev = None
            elif c in '^$':
                self.i += 1
                self.emit(c)
                self.add_width(0, 0)
                prev = 'at'
            elif c == '.':
                self.i += 1
                self.emit('.')
                self.add_width(1, 1)
                prev = 'item'
            else:
                self.i += 1
                self.literal(ord(c))
                self.add_width(1, 1)
                prev = 'item'
        if self.open:
            self.err('missing ), unterminated subpattern', self.open[-1][1])
        for g, pos in self.condrefs:
            if g > self.ngroups:
                self.err('invalid group reference %d' % g, pos)
        if self.bad_lookbehind:     # CPython's compiler, after a successful parse
            raise error('look-behind requires fixed-width pattern')
        return ''.join(self.out)

    # Widths (min, max; _INF: unbounded) of what was read, as CPython
    # computes them, to refuse what it refuses: a look-behind whose
    # alternatives or repeats have no single width (PCRE2 would take
    # alternatives of different fixed widths).  widths: one frame per open
    # group (and the whole pattern): [finished alternatives, min, max].

    def add_width(self, lo, hi):
        top = self.widths[-1]
        top[1] = min(top[1] + lo, _INF)
        top[2] = min(top[2] + hi, _INF)
        self.last_width = (lo, hi)

    def repeat_width(self, rep):
        if self.last_width is None:
            return
        lo, hi = self.last_width
        top = self.widths[-1]
        top[1] -= lo
        top[2] -= hi
        if rep == '*':
            mn, mx = 0, None
        elif rep == '+':
            mn, mx = 1, None
        elif rep == '?':
            mn, mx = 0, 1
        else:
            body = rep[1:-1]
            if ',' in body:
                a, b = body.split(',')
                mn, mx = int(a), int(b) if b else None
            else:
                mn = mx = int(body)
        self.add_width(min(lo * mn, _INF), _INF if mx is None or hi >= _INF else min(hi * mx, _INF))

    def close_width(self, kind, g):
        alts, lo, hi = self.widths.pop()
        alts.append((lo, hi))
        glo = min(a for a, b in alts)
        ghi = max(b for a, b in alts)
        if kind == 'cond' and len(alts) == 1:
            glo = 0
        if kind == 'lookbehind' and glo != ghi:
            self.bad_lookbehind = True
        if g:
            self.group_widths[g] = (glo, ghi)
        if kind in ('look', 'lookbehind'):
            self.add_width(0, 0)
        else:
            self.add_width(glo, ghi)

    # Case-insensitive str patterns under re.ASCII: PCRE2 (UTF mode) would
    # fold every letter, CPython folds only ASCII ones; so the translator
    # spells out the two cases of ASCII letters itself ([kK]) and PCRE2
    # matches them case-sensitively: for the whole pattern (compiled
    # without caseless) when it is ASCII, or inside (?-i:...) for a scoped
    # (?a:...) in a caseless Unicode pattern.

    def manual_case(self):
        """The whole pattern folds ASCII only: PCRE2 runs case-sensitive."""
        return not self.is_bytes and bool(self.flags & 256)

    def fold_ascii_here(self):
        return self.icase and self.ascii and not self.is_bytes

    def emit_case_sensitive(self, text):
        self.emit(text if self.manual_case() else '(?-i:' + text + ')')

    def literal(self, cp):
        if self.fold_ascii_here():
            if cp < 128 and chr(cp).isalpha():
                self.emit_case_sensitive('[' + chr(cp) + chr(cp).swapcase() + ']')
                return
            if cp >= 128 and not self.manual_case():
                self.emit_case_sensitive(_hexcp(cp))
                return
        if cp < 128:
            ch = chr(cp)
            if ch.isalnum():
                self.emit(ch)
            elif 32 < cp < 127:
                self.emit('\\' + ch)
            else:
                self.emit(_hexcp(cp))
        else:
            self.emit(_hexcp(cp))

    def brace_repeat(self):
        """At '{': the PCRE2 repeat for {m}, {m,}, {,n}, {m,n}, or None (a literal '{')."""
        s = self.s
        n = len(s)
        j = self.i + 1
        if j < n and s[j] == '}':
            return None
        lo_start = j
        while j < n and s[j] in _DIGITS:
            j += 1
        lo = hi = s[lo_start:j]
        comma = j < n and s[j] == ','
        if comma:
            j += 1
            hi_start = j
            while j < n and s[j] in _DIGITS:
                j += 1
            hi = s[hi_start:j]
        if j >= n or s[j] != '}':
            return None
        lo_v = int(lo) if lo else 0
        hi_v = int(hi) if hi else None
        if lo_v >= 4294967295 or (hi_v is not None and hi_v >= 4294967295):
            raise OverflowError('the repetition number is too large')
        if hi_v is not None and hi_v < lo_v:
            self.err('min repeat greater than max repeat', lo_start)
        if lo_v > _MAXREPEAT or (hi_v is not None and hi_v > _MAXREPEAT):
            self.err('fpy: repeat counts above %d are not supported' % _MAXREPEAT, lo_start)
        self.i = j + 1
        if hi_v is None:
            return '{%d,}' % lo_v
        if not comma:
            return '{%d}' % lo_v
        return '{%d,%d}' % (lo_v, hi_v)

    def read_hex(self, start, count, letter):
        s = self.s
        j = self.i
        digits = s[j:j + count]
        if len(digits) < count or any(d not in _HEX for d in digits):
            k = 0
            while k < len(digits) and digits[k] in _HEX:
                k += 1
            self.err('incomplete escape \\%s%s' % (letter, digits[:k]), start)
        self.i = j + count
        return int(digits, 16)

    def common_escape(self, start):
        """After '\\' + c (self.i past c) for escapes that mean one code
        point in and out of classes: the code point, or None."""
        s = self.s
        c = s[self.i - 1]
        if c in _SIMPLE_ESCAPES:
            return _SIMPLE_ESCAPES[c]
        if c == 'x':
            return self.read_hex(start, 2, 'x')
        if c in 'uU' and not self.is_bytes:
            cp = self.read_hex(start, 4 if c == 'u' else 8, c)
            if cp > 0x10FFFF:
                self.err('bad escape %s' % s[start:self.i], start)
            return cp
        if c == 'N' and not self.is_bytes:
            self.err('fpy: \\N{...} escapes are not supported', start)
        return None

    def octal(self, start, first):
        s = self.s
        j = self.i
        digits = first
        while j < len(s) and len(digits) < 3 and s[j] in _OCT:
            digits += s[j]
            j += 1
        self.i = j
        v = int(digits, 8)
        if v > 0o377:
            self.err('octal escape value \\%s outside of range 0-0o377' % digits, start)
        return v

    def escape(self):
        s = self.s
        start = self.i
        self.i += 1
        if self.i >= len(s):
            self.err('bad escape (end of pattern)', start)
        c = s[self.i]
        self.i += 1
        if c in 'AbB':
            self.emit(_ASCII_ESCAPES[c] if c in 'bB' and self.ascii and self.ucp else '\\' + c)
            if c == 'B':
                self.emit('(?!\\A\\z)')     # as CPython, \B never matches in an empty string
            return 'at'
        if c == 'Z':
            self.emit('\\z')
            return 'at'
        if c in _CLASS_ESCAPES:
            if self.ascii and self.ucp:
                self.emit(_ASCII_ESCAPES[c])
            elif c in 'sS' and self.ucp:
                self.emit('[' + ('^' if c == 'S' else '') + _UNICODE_SPACE + ']')
            else:
                self.emit('\\' + c)
            return 'item'
        if c == '0':
            self.literal(self.octal(start, '0'))
            return 'item'
        if c in _DIGITS:
            j = self.i
            if j < len(s) and s[j] in _DIGITS:
                if c in _OCT and s[j] in _OCT and j + 1 < len(s) and s[j + 1] in _OCT:
                    self.literal(self.octal(start, c))
                    return 'item'
                self.i = j + 1
                g = int(c + s[j])
            else:
                g = int(c)
            self.group_ref(g, start + 1)
            return 'item'
        cp = self.common_escape(start)
        if cp is not None:
            self.literal(cp)
            return 'item'
        if c.isascii() and c.isalnum():
            self.err('bad escape %s' % s[start:self.i], start)
        self.literal(ord(c))
        return 'item'

    def group_ref(self, g, pos):
        if g > self.ngroups:
            self.err('invalid group reference %d' % g, pos)
        if g not in self.closed:
            self.err('cannot refer to an open group', pos - 1)
        self.check_lookbehind_ref(g)
        self.emit_ref(g)
        self.ref_width = self.group_widths.get(g, (0, _INF))

    def emit_ref(self, g):
        if self.fold_ascii_here() and self.manual_case():
            self.emit('(?i:\\g{%d})' % g)
        else:
            self.emit('\\g{%d}' % g)

    def check_lookbehind_ref(self, g):
        if self.lb_groups is not None:
            if g > self.ngroups or g not in self.closed:
                self.err('cannot refer to an open group', self.i)
            if g >= self.lb_groups:
                self.err('cannot refer to group defined in the same lookbehind subpattern', self.i)

    def char_class(self):
        s = self.s
        start = self.i
        self.i += 1
        out = ['[']
        if self.i < len(s) and s[self.i] == '^':
            out.append('^')
            self.i += 1
        first = True
        while True:
            if self.i >= len(s):
                self.err('unterminated character set', start)
            c = s[self.i]
            if c == ']' and not first:
                self.i += 1
                break
            first = False
            item_start = self.i
            lo = self.class_item()
            if self.i + 1 < len(s) and s[self.i] == '-' and s[self.i + 1] != ']':
                self.i += 1
                hi = self.class_item()
                if isinstance(lo, str) or isinstance(hi, str):
                    self.err('bad character range %s' % s[item_start:self.i], item_start)
                if hi < lo:
                    self.err('bad character range %s' % s[item_start:self.i], item_start)
                out.append(_hexcp(lo) + '-' + _hexcp(hi))
                self.class_cases(out, lo, hi)
            elif isinstance(lo, str):
                out.append(lo)
            else:
                out.append(_hexcp(lo))
                self.class_cases(out, lo, lo)
        out.append(']')
        if self.fold_ascii_here():
            self.emit_case_sensitive(''.join(out))
        else:
            self.emit(''.join(out))

    def class_cases(self, out, lo, hi):
        """Under manual_case, the other case of the ASCII letters in lo..hi."""
        if not (lo < 128 and self.fold_ascii_here()):
            return
        for cp in range(max(lo, 65), min(hi, 122) + 1):
            ch = chr(cp)
            if ch.isalpha():
                out.append(ch.swapcase())

    def class_item(self):
        """One member of a class: a code point, or a class escape as str."""
        s = self.s
        if self.i >= len(s):
            self.err('unterminated character set', self.i)
        c = s[self.i]
        if c != '\\':
            self.i += 1
            return ord(c)
        start = self.i
        self.i += 1
        if self.i >= len(s):
            self.err('unterminated character set', start)
        c = s[self.i]
        self.i += 1
        if c in _CLASS_ESCAPES:
            if self.ascii and self.ucp:
                if c in 'DWS':
                    raise NotImplementedError('fpy: \\%s in a class inside (?a:...) is not supported' % c)
                return _ASCII_ESCAPES[c][1:-1]
            if c == 's' and self.ucp:
                return _UNICODE_SPACE
            return '\\' + c
        if c == 'b':
            return 8
        if c in _OCT:
            return self.octal(start, c)
        if c in _DIGITS:
            self.err('bad escape %s' % s[start:self.i], start)
        cp = self.common_escape(start)
        if cp is not None:
            return cp
        if c.isascii() and c.isalnum():
            self.err('bad escape %s' % s[start:self.i], start)
        return ord(c)

    def read_name(self, terminator):
        s = self.s
        j = s.find(terminator, self.i)
        if j < 0:
            self.err('missing %s, unterminated name' % terminator, self.i)
        name = s[self.i:j]
        if not name:
            self.err('missing group name', self.i)
        self.i = j + 1
        return name

    def check_name(self, name, pos):
        if not name.isidentifier():
            self.err('bad character in group name %r' % name, pos)

    def group(self, at_start):
        s = self.s
        start = self.i
        self.i += 1
        if self.i >= len(s) or s[self.i] != '?':
            self.ngroups += 1
            self.parents.append(self.cur_group())
            self.open.append(['group', start, self.ngroups, self.verbose, None, self.ascii, self.icase])
            self.emit('(')
            return None
        self.i += 1
        if self.i >= len(s):
            self.err('unexpected end of pattern', self.i)
        c = s[self.i]
        self.i += 1
        if c == 'P':
            if self.i >= len(s):
                self.err('unexpected end of pattern', self.i)
            k = s[self.i]
            self.i += 1
            if k == '<':
                pos = self.i
                name = self.read_name('>')
                self.check_name(name, pos)
                if self.is_bytes and not name.isascii():
                    self.err('bad character in group name %r' % name, pos)
                self.ngroups += 1
                if name in self.names:
                    self.err('redefinition of group name %r as group %d; was group %d'
                             % (name, self.ngroups, self.names[name]), pos)
                self.names[name] = self.ngroups
                self.parents.append(self.cur_group())
                self.open.append(['group', start, self.ngroups, self.verbose, name, self.ascii, self.icase])
                self.emit('(')
                return None
            if k == '=':
                pos = self.i
                name = self.read_name(')')
                self.check_name(name, pos)
                if name not in self.names:
                    self.err('unknown group name %r' % name, pos)
                g = self.names[name]
                if g not in self.closed:
                    self.err('cannot refer to an open group', pos)
                self.check_lookbehind_ref(g)
                self.emit_ref(g)
                self.ref_width = self.group_widths.get(g, (0, _INF))
                return 'item'
            self.err('unknown extension ?P' + k, start + 1)
        if c == ':':
            self.open.append(['nc', start, 0, self.verbose, None, self.ascii, self.icase])
            self.emit('(?:')
            return None
        if c == '>':
            self.open.append(['nc', start, 0, self.verbose, None, self.ascii, self.icase])
            self.emit('(?>')
            return None
        if c in '=!':
            self.open.append(['look', start, 0, self.verbose, None, self.ascii, self.icase])
            self.emit('(?' + c)
            return None
        if c == '<':
            if self.i < len(s) and s[self.i] in '=!':
                self.open.append(['lookbehind', start, 0, self.verbose, None, self.ascii, self.icase])
                self.lb_stack.append(self.lb_groups)
                if self.lb_groups is None:
                    self.lb_groups = self.ngroups + 1
                self.emit('(?<' + s[self.i])
                self.i += 1
                return None
            if self.i >= len(s):
                self.err('unexpected end of pattern', self.i)
            self.err('unknown extension ?<' + s[self.i], start + 1)
        if c == '#':
            j = s.find(')', self.i)
            if j < 0:
                self.err('missing ), unterminated comment', start)
            self.i = j + 1
            return 'comment'
        if c == '(':
            pos = self.i
            name = self.read_name(')')
            if name.isdecimal() and name.isascii():
                g = int(name)
                if g == 0:
                    self.err('bad group number', pos)
                self.condrefs.append((g, pos))
            else:
                self.check_name(name, pos)
                if name not in self.names:
                    self.err('unknown group name %r' % name, pos)
                g = self.names[name]
            self.check_lookbehind_ref(g)
            self.open.append(['cond', start, 0, self.verbose, None, self.ascii, self.icase])
            self.emit('(?(%d)' % g)
            return None
        if c in _FLAG_LETTERS or c == '-':
            return self.flags_group(start, at_start)
        self.err('unknown extension ?' + c, start + 1)

    def flags_group(self, start, at_start):
        """After '(?' and a flag letter or '-' (self.i past it), as CPython
        reads inline flags: global ones at the start of the pattern,
        scoped ones (?flags-flags:...)."""
        s = self.s
        n = len(s)
        char = s[self.i - 1]
        on = off = 0
        if char != '-':
            while True:
                bit = _FLAG_LETTERS[char]
                if not self.is_bytes and char == 'L':
                    self.err("bad inline flags: cannot use 'L' flag with a str pattern", self.i)
                if self.is_bytes and char == 'u':
                    self.err("bad inline flags: cannot use 'u' flag with a bytes pattern", self.i)
                on |= bit
                if bit & 292 and on & 292 != bit:
                    self.err("bad inline flags: flags 'a', 'u' and 'L' are incompatible", self.i)
                if self.i >= n:
                    self.err('missing -, : or )', self.i)
                char = s[self.i]
                self.i += 1
                if char in ')-:':
                    break
                if char not in _FLAG_LETTERS:
                    self.err('unknown flag' if char.isalpha() else 'missing -, : or )', self.i - 1)
        if char == ')':
            if not at_start:
                self.err('global flags not at the start of the expression', start)
            self.add_global(on)
            return 'flags'
        if char == '-':
            if self.i >= n:
                self.err('missing flag', self.i)
            char = s[self.i]
            self.i += 1
            if char not in _FLAG_LETTERS:
                self.err('unknown flag' if char.isalpha() else 'missing flag', self.i - 1)
            while True:
                bit = _FLAG_LETTERS[char]
                if bit & 292:
                    self.err("bad inline flags: cannot turn off flags 'a', 'u' and 'L'", self.i)
                off |= bit
                if self.i >= n:
                    self.err('missing :', self.i)
                char = s[self.i]
                self.i += 1
                if char == ':':
                    break
                if char not in _FLAG_LETTERS:
                    self.err('unknown flag' if char.isalpha() else 'missing :', self.i - 1)
        if on & off:
            self.err('bad inline flags: flag turned on and off', self.i - 1)
        self.open.append(['nc', start, 0, self.verbose, None, self.ascii, self.icase])
        if on & 64:
            self.verbose = True
        if off & 64:
            self.verbose = False
        if on & 256:
            self.ascii = True
        if on & 2:
            self.icase = True
        if off & 2:
            self.icase = False
        if on & 32 and self.ascii:
            raise NotImplementedError('fpy: a scoped (?u:...) inside an ASCII pattern is not supported')
        case_bit = 0 if self.manual_case() else 2
        letters = ''.join(ch for ch, bit in (('i', case_bit), ('m', 8), ('s', 16)) if on & bit)
        offletters = ''.join(ch for ch, bit in (('i', case_bit), ('m', 8), ('s', 16)) if off & bit)
        self.emit('(?' + letters + ('-' + offletters if offletters else '') + ':')
        return None

    def add_global(self, on):
        self.flags |= on
        if on & 2:
            self.icase = True
        if on & 64:
            self.verbose = True
        if on & 256:
            self.ascii = True
            self.ucp = False


# ---- compiling and the cache ----------------------------------------------

_cache = {}                 # (type, pattern, flags) -> Pattern; reads lock-free, writes under _cache_lock
_cache_lock = allocate_lock()
_MAXCACHE = 512


def _check_flags(pattern, flags):
    if isinstance(pattern, str):
        if flags & LOCALE:
            raise ValueError('cannot use LOCALE flag with a str pattern')
        if flags & ASCII and flags & UNICODE:
            raise ValueError('ASCII and UNICODE flags are incompatible')
        if not flags & ASCII:
            flags |= UNICODE
    else:
        if flags & UNICODE:
            raise ValueError('cannot use UNICODE flag with a bytes pattern')
        if flags & LOCALE and flags & ASCII:
            raise ValueError('ASCII and LOCALE flags are incompatible')
    return flags


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = int(flags)
    key = (type(pattern), pattern, flags)
    p = _cache.get(key)
    if p is not None:
        return p
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError('cannot process flags argument with a compiled pattern')
        return pattern
    if not isinstance(pattern, (str, bytes)):
        raise TypeError('first argument must be string or compiled pattern')
    if flags & DEBUG:
        raise NotImplementedError('fpy: re.DEBUG is not supported')
    is_bytes = isinstance(pattern, bytes)
    _check_flags(pattern, flags)
    text = pattern.decode('latin-1') if is_bytes else pattern
    tr = _Translator(text, pattern, flags, is_bytes)
    pcre = tr.run()
    final = _check_flags(pattern, tr.flags)
    p = _re.compile(Pattern, pattern, int(final), pcre.encode('latin-1') if is_bytes else pcre,
                    final & ~2 if tr.manual_case() else final, tr.names, tuple(tr.parents))
    if isinstance(p, tuple):
        msg = p[0]
        if 'lookbehind' in msg and 'not fixed length' in msg:
            raise error('look-behind requires fixed-width pattern')
        raise error('fpy: PCRE2 rejected the pattern: ' + msg, pattern)
    with _cache_lock:
        if len(_cache) >= _MAXCACHE:
            try:
                del _cache[next(iter(_cache))]
            except (KeyError, StopIteration):
                pass
        _cache[key] = p
    return p


def compile(pattern, flags=0):
    "Compile a regular expression pattern, returning a Pattern object."
    return _compile(pattern, flags)


def purge():
    "Clear the regular expression cache."
    with _cache_lock:
        _cache.clear()
    _template_cache.clear()


def match(pattern, string, flags=0):
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    return _compile(pattern, flags).finditer(string)


_SPECIAL = frozenset('()[]{}?*+-|^$\\.&~# \t\n\r\v\f')


def escape(pattern):
    "Escape special characters in a string."
    if isinstance(pattern, str):
        return ''.join(['\\' + c if c in _SPECIAL else c for c in pattern])
    out = []
    for b in pattern:
        if chr(b) in _SPECIAL:
            out.append(92)
        out.append(b)
    return bytes(out)


# ---- Pattern -----------------------------------------------------------------

_MAXSIZE = sys.maxsize


class Pattern(_re.Pattern):
    """A compiled regular expression (re.Pattern).

    _re.Pattern holds the compiled code, the attributes pattern, flags,
    groups and groupindex, and the matching methods, in C; _re.compile
    makes the instances (re.Pattern() cannot)."""

    __slots__ = ()

    def __repr__(self):
        flags = self.flags
        if isinstance(self.pattern, str):
            flags &= ~32
        r = repr(self.pattern)[:200]
        if not flags:
            return 're.compile(%s)' % r
        names = []
        for name, bit in _PATTERN_FLAG_ORDER:
            if flags & bit:
                names.append('re.' + name)
                flags &= ~bit
        if flags:
            names.append(hex(flags))
        return 're.compile(%s, %s)' % (r, '|'.join(names))

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return self.pattern == other.pattern and self.flags == other.flags

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def sub(self, repl, string, count=0):
        return self._subx(repl, string, count)[0]

    def subn(self, repl, string, count=0):
        return self._subx(repl, string, count)

    def _subx(self, repl, string, count):
        if count < 0:
            return string, 0
        if isinstance(repl, (str, bytes)) and isinstance(repl, bytes) == isinstance(self.pattern, bytes):
            # the common case, in C: a template of the pattern's type
            if (92 not in repl) if isinstance(repl, bytes) else ('\\' not in repl):
                template = (repl,) if repl else ()
            else:
                template = _template(self, repl)
            r = self._subt(template, string, count)
            return (string[:], 0) if r is None else r
        if callable(repl):
            r = self._subc(repl, string, count)
            return (string[:], 0) if r is None else r
        if not isinstance(repl, (str, bytes)):
            raise TypeError('decoding to str: need a bytes-like object, %s found' % type(repl).__name__)
        # a template of the other type than the pattern: CPython's join reports it
        matches = self._scan(string, count)
        if not matches:
            return string[:], 0
        empty = b'' if isinstance(self.pattern, bytes) else ''
        literal = repl if (92 not in repl if isinstance(repl, bytes) else '\\' not in repl) else None
        template = None if literal is not None else _template(self, repl)
        pieces = []
        i = 0
        for offs in matches:
            b, e = offs[0], offs[1]
            if i < b:
                pieces.append(string[i:b])
            if literal is not None:
                if literal:
                    pieces.append(literal)
            else:
                item = _expand(template, offs, string, empty)
                if item:
                    pieces.append(item)
            i = e
        if i < len(string):
            pieces.append(string[i:])
        return empty.join(pieces), len(matches)

    def _expand_match(self, m, template):
        "Match.expand (called by _re.Match)."
        offs = [i for span in m.regs for i in span]
        return _expand(_template(self, template), offs, m.string, b'' if isinstance(self.pattern, bytes) else '')

    def scanner(self, string, pos=0, endpos=_MAXSIZE):
        raise NotImplementedError('fpy: Pattern.scanner is not supported')


# ---- replacement templates ------------------------------------------------

_template_cache = {}       # (pattern, repl) -> parsed template; a dict: atomic reads and writes


def _template(pattern, repl):
    key = (pattern.pattern, pattern.flags, type(repl), repl)
    t = _template_cache.get(key)
    if t is None:
        t = _parse_template(pattern, repl)
        if len(_template_cache) >= _MAXCACHE:
            _template_cache.clear()
        _template_cache[key] = t
    return t


def _parse_template(pattern, repl):
    """repl as a list of literal pieces and group numbers."""
    is_bytes = isinstance(repl, bytes)
    s = repl.decode('latin-1') if is_bytes else repl
    items = []
    lit = []
    i = 0
    n = len(s)

    def fail(msg, pos):
        raise error(msg, repl, pos)

    def group_number(g, pos):
        if g > pattern.groups:
            fail('invalid group reference %d' % g, pos)
        if lit:
            items.append(''.join(lit))
            del lit[:]
        items.append(g)

    while i < n:
        c = s[i]
        if c != '\\':
            lit.append(c)
            i += 1
            continue
        start = i
        i += 1
        if i >= n:
            fail('bad escape (end of pattern)', start)
        c = s[i]
        i += 1
        if c == 'g':
            if i >= n or s[i] != '<':
                fail('missing <', i)
            j = s.find('>', i + 1)
            if j < 0:
                fail('missing >, unterminated name', i + 1)
            name = s[i + 1:j]
            if not name:
                fail('missing group name', i + 1)
            if name.isdecimal() and name.isascii():
                g = int(name)
            elif name.isidentifier() and not (is_bytes and not name.isascii()):
                g = pattern.groupindex.get(name)
                if g is None:
                    raise IndexError('unknown group name %r' % name)
            else:
                fail('bad character in group name %r' % name, i + 1)
            group_number(g, i + 1)
            i = j + 1
        elif c == '0':
            digits = '0'
            while i < n and len(digits) < 3 and s[i] in _OCT:
                digits += s[i]
                i += 1
            lit.append(chr(int(digits, 8)))
        elif c in _DIGITS:
            if i < n and s[i] in _DIGITS:
                if c in _OCT and s[i] in _OCT and i + 1 < n and s[i + 1] in _OCT:
                    v = int(s[i - 1:i + 2], 8)
                    if v > 0o377:
                        fail('octal escape value \\%s outside of range 0-0o377' % s[i - 1:i + 2], start)
                    lit.append(chr(v))
                    i += 2
                    continue
                g = int(c + s[i])
                i += 1
            else:
                g = int(c)
            group_number(g, start + 1)
        elif c in 'abfnrtv\\':
            lit.append(chr({'a': 7, 'b': 8, 'f': 12, 'n': 10, 'r': 13, 't': 9, 'v': 11, '\\': 92}[c]))
        elif c.isascii() and c.isalpha():
            fail('bad escape \\' + c, start)
        else:
            lit.append('\\' + c)
    if lit:
        items.append(''.join(lit))
    if is_bytes:
        items = [x.encode('latin-1') if isinstance(x, str) else x for x in items]
    return tuple(items)


def _expand(template, offs, string, empty):
    parts = []
    for item in template:
        if isinstance(item, int):
            s = offs[2 * item]
            if s >= 0:
                parts.append(string[s:offs[2 * item + 1]])
        else:
            parts.append(item)
    return empty.join(parts)


# ---- Match ---------------------------------------------------------------------

Match = _re.Match      # made by Pattern.search/match/fullmatch/finditer, in C
