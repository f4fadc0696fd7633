"""String constants, capwords and Template (fpy).

The source of fpy's built-in `string` module, compiled into the binary
(tools/embed_py.py) and run on the first `import string`.  Same constants,
results and messages as CPython 3.11's.  Template's placeholders are found
by a small scanner instead of CPython's regular expression (fpy has no
`re` yet), with the same rules: `$$` is a dollar, `$name` and `${name}`
take an ASCII identifier; anything else after `$` is invalid.  Formatter
is not provided.

Threads: no state but constants; a Template never changes after creation.
"""

__all__ = ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'capwords', 'digits',
           'hexdigits', 'octdigits', 'printable', 'punctuation', 'whitespace', 'Template']

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """Split s (at sep, or runs of whitespace), capitalize each word, join
    with sep (or one space)."""
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


_ID_START = ascii_letters + '_'
_ID_REST = _ID_START + digits


class Template:
    """A string with $-placeholders: Template('$who likes $what').substitute(who=..., what=...)."""

    delimiter = '$'

    def __init__(self, template):
        self.template = template

    def _scan(self, mapping, safe):
        t = self.template
        out = []
        i = 0
        n = len(t)
        while True:
            j = t.find('$', i)
            if j < 0:
                out.append(t[i:])
                return ''.join(out)
            out.append(t[i:j])
            k = j + 1
            if k < n and t[k] == '$':
                out.append('$')
                i = k + 1
                continue
            braced = k < n and t[k] == '{'
            start = k + 1 if braced else k
            e = start
            if e < n and t[e] in _ID_START:
                e += 1
                while e < n and t[e] in _ID_REST:
                    e += 1
            name = t[start:e]
            if name and (not braced or (e < n and t[e] == '}')):
                end = e + 1 if braced else e
                try:
                    out.append('%s' % (mapping[name],))
                except KeyError:
                    if not safe:
                        raise
                    out.append(t[j:end])
                i = end
                continue
            if safe:
                out.append('$')
                i = k
                continue
            lines = t[:j].splitlines(keepends=True)
            if not lines:
                col, line = 1, 1
            else:
                col = j - len(''.join(lines[:-1])) + 1
                line = len(lines)
            raise ValueError('Invalid placeholder in string: line %d, col %d' % (line, col))

    def substitute(self, mapping=None, /, **kws):
        return self._scan(_merge(mapping, kws), False)

    def safe_substitute(self, mapping=None, /, **kws):
        return self._scan(_merge(mapping, kws), True)

    def is_valid(self):
        try:
            self._scan(_AnyMap(), False)
        except ValueError:
            return False
        return True

    def get_identifiers(self):
        names = []
        seen = _Collect(names)
        self._scan(seen, True)
        return names


def _merge(mapping, kws):
    if mapping is None:
        return kws
    if kws:
        return _Chain(kws, mapping)
    return mapping


class _Chain:
    # keyword arguments first, then the mapping, as CPython's ChainMap use
    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __getitem__(self, key):
        if key in self.first:
            return self.first[key]
        return self.second[key]


class _AnyMap:
    def __getitem__(self, key):
        return ''


class _Collect:
    def __init__(self, names):
        self.names = names

    def __getitem__(self, key):
        if key not in self.names:
            self.names.append(key)
        raise KeyError(key)
