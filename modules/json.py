"""json: JSON (RFC 8259) to and from Python objects, as CPython's json.

The work is split as in CPython: the C module _json holds the hot paths
(the whole scanner, string escaping, and the one-shot encoder behind
dumps, indenting too, where CPython 3.11 indents in Python); this module
holds the options, the classes and the generator-based encoder that
iterencode and dump use (they write piece by piece).  CPython's json is a package (json.decoder, json.encoder); fpy has no
packages, so everything those submodules export is reachable from json
itself (JSONDecodeError, JSONDecoder, JSONEncoder, scanstring,
encode_basestring, encode_basestring_ascii).

Threads: the module's globals are set once at import and never changed
(the two default coder objects hold only immutable options); every call
works on its own locals.
"""

import _json

__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']

INFINITY = float('inf')
NaN = float('nan')
PosInf = INFINITY
NegInf = -INFINITY


class JSONDecodeError(ValueError):
    """A ValueError with where the document went wrong: msg (the bare
    message), doc, pos (an index into doc), lineno and colno (from 1)."""

    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(self, '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


# The C scanner raises this class (it reads it from its own module).
_json.JSONDecodeError = JSONDecodeError

scanstring = _json.scanstring
encode_basestring = _json.encode_basestring
encode_basestring_ascii = _json.encode_basestring_ascii


def make_scanner(context):
    """scan_once(string, idx) -> (value, end) for a decoder's options;
    StopIteration(idx) when no value starts at idx."""
    strict = context.strict
    object_hook = context.object_hook
    pairs_hook = context.object_pairs_hook
    parse_float = None if context.parse_float is float else context.parse_float
    parse_int = None if context.parse_int is int else context.parse_int
    parse_constant = context.parse_constant
    if parse_constant is _CONSTANTS.__getitem__:
        parse_constant = None
    scan = _json.scan_once

    def scan_once(string, idx):
        return scan(string, idx, strict, object_hook, pairs_hook, parse_float, parse_int, parse_constant)
    return scan_once


_CONSTANTS = {'-Infinity': NegInf, 'Infinity': PosInf, 'NaN': NaN}


class JSONDecoder(object):
    """JSON text -> Python: objects become dicts (or what object_hook /
    object_pairs_hook make of them), arrays lists, strings str, numbers
    int or float (or what parse_int / parse_float make of their text),
    true/false/null True/False/None; NaN, Infinity and -Infinity are
    accepted (parse_constant).  strict=False lets control characters
    stand inside strings."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None,
                 parse_constant=None, strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _CONSTANTS.__getitem__
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook
        self.scan_once = make_scanner(self)

    def decode(self, s):
        """The Python value of the JSON document s (a str)."""
        obj, end = self.raw_decode(s, _skip_ws(s, 0))
        end = _skip_ws(s, end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        """(value, end) for the JSON value that starts at s[idx]; what
        follows it is left alone."""
        try:
            return self.scan_once(s, idx)
        except StopIteration as err:
            raise JSONDecodeError("Expecting value", s, err.value) from None


_skip_ws = _json.skip_ws


def _default_for(o):
    raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')


class JSONEncoder(object):
    """Python -> JSON text: dict -> object, list and tuple -> array, str
    -> string, int and float (and their subclasses) -> number, True /
    False / None -> true / false / null.  Anything else goes through
    default(o), which a subclass overrides to return something
    serializable (this one raises TypeError)."""

    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True,
                 allow_nan=True, sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        _default_for(o)

    def encode(self, o):
        """The JSON text of o, as one str."""
        if isinstance(o, str):
            if self.ensure_ascii:
                return encode_basestring_ascii(o)
            return encode_basestring(o)
        chunks = self.iterencode(o, _one_shot=True)
        if not isinstance(chunks, (list, tuple)):
            chunks = list(chunks)
        return ''.join(chunks)

    def iterencode(self, o, _one_shot=False):
        """The JSON text of o, piece by piece (a generator of str)."""
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        # With indent, CPython encodes in Python: separators that are not
        # str fail there in ''.join, which the generators reproduce.
        if _one_shot and (indent is None or (isinstance(self.item_separator, str)
                                             and isinstance(self.key_separator, str))):
            return (_json.encode(o, self.check_circular, self.default, self.ensure_ascii,
                                 self.key_separator, self.item_separator, self.sort_keys,
                                 self.skipkeys, self.allow_nan, indent),)
        return _iterencode(self, o)


def _floatstr(o, allow_nan):
    if o != o:
        text = 'NaN'
    elif o == INFINITY:
        text = 'Infinity'
    elif o == NegInf:
        text = '-Infinity'
    else:
        return float.__repr__(o)
    if not allow_nan:
        raise ValueError("Out of range float values are not JSON compliant: " + repr(o))
    return text


def _iterencode(enc, o):
    """The generator behind indent, iterencode and dump."""
    markers = {} if enc.check_circular else None
    string = encode_basestring_ascii if enc.ensure_ascii else encode_basestring
    default = enc.default
    allow_nan = enc.allow_nan
    sort_keys = enc.sort_keys
    skipkeys = enc.skipkeys
    item_sep = enc.item_separator
    key_sep = enc.key_separator
    indent = enc.indent
    if indent is not None and not isinstance(indent, str):
        indent = ' ' * indent

    def enter(x):
        if markers is not None:
            key = id(x)
            if key in markers:
                raise ValueError("Circular reference detected")
            markers[key] = x
            return key
        return None

    def leave(key):
        if key is not None:
            del markers[key]

    def scalar(v):
        # The text of a str, None, bool, int or float; None for others.
        if isinstance(v, str):
            return string(v)
        if v is None:
            return 'null'
        if v is True:
            return 'true'
        if v is False:
            return 'false'
        if isinstance(v, int):
            return int.__repr__(v)
        if isinstance(v, float):
            return _floatstr(v, allow_nan)
        return None

    def array(lst, level):
        if not lst:
            yield '[]'
            return
        mark = enter(lst)
        buf = '['
        if indent is not None:
            level += 1
            newline = '\n' + indent * level
            sep = item_sep + newline
            buf += newline
        else:
            newline = None
            sep = item_sep
        first = True
        for v in lst:
            if first:
                first = False
            else:
                buf = sep
            # scalar() written out: this loop is dump's hot path
            if isinstance(v, str):
                yield buf + string(v)
            elif v is None:
                yield buf + 'null'
            elif v is True:
                yield buf + 'true'
            elif v is False:
                yield buf + 'false'
            elif isinstance(v, int):
                yield buf + int.__repr__(v)
            elif isinstance(v, float):
                yield buf + _floatstr(v, allow_nan)
            else:
                yield buf
                if isinstance(v, (list, tuple)):
                    yield from array(v, level)
                elif isinstance(v, dict):
                    yield from obj(v, level)
                else:
                    yield from value(v, level)
        if newline is not None:
            level -= 1
            yield '\n' + indent * level
        yield ']'
        leave(mark)

    def obj(dct, level):
        if not dct:
            yield '{}'
            return
        mark = enter(dct)
        yield '{'
        if indent is not None:
            level += 1
            newline = '\n' + indent * level
            sep = item_sep + newline
            yield newline
        else:
            newline = None
            sep = item_sep
        first = True
        items = sorted(dct.items()) if sort_keys else dct.items()
        for k, v in items:
            if isinstance(k, str):
                pass
            elif isinstance(k, float):
                k = _floatstr(k, allow_nan)
            elif k is True:
                k = 'true'
            elif k is False:
                k = 'false'
            elif k is None:
                k = 'null'
            elif isinstance(k, int):
                k = int.__repr__(k)
            elif skipkeys:
                continue
            else:
                raise TypeError(f'keys must be str, int, float, bool or None, not {k.__class__.__name__}')
            if first:
                first = False
            else:
                yield sep
            yield string(k)
            yield key_sep
            if isinstance(v, str):
                yield string(v)
            elif v is None:
                yield 'null'
            elif v is True:
                yield 'true'
            elif v is False:
                yield 'false'
            elif isinstance(v, int):
                yield int.__repr__(v)
            elif isinstance(v, float):
                yield _floatstr(v, allow_nan)
            elif isinstance(v, (list, tuple)):
                yield from array(v, level)
            elif isinstance(v, dict):
                yield from obj(v, level)
            else:
                yield from value(v, level)
        if newline is not None:
            level -= 1
            yield '\n' + indent * level
        yield '}'
        leave(mark)

    def value(o, level):
        text = scalar(o)
        if text is not None:
            yield text
        elif isinstance(o, (list, tuple)):
            yield from array(o, level)
        elif isinstance(o, dict):
            yield from obj(o, level)
        else:
            mark = enter(o)
            yield from value(default(o), level)
            leave(mark)

    return value(o, 0)


_default_encoder = JSONEncoder()
_default_decoder = JSONDecoder()


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
          cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    """The JSON text of obj as a str (JSONEncoder says what each option does)."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan and cls is None
            and indent is None and separators is None and default is None and not sort_keys and not kw):
        return _default_encoder.encode(obj)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
         cls=None, indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Write the JSON text of obj to fp (anything with a write(str) method), piece by piece."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan and cls is None
            and indent is None and separators is None and default is None and not sort_keys and not kw):
        enc = _default_encoder
    else:
        if cls is None:
            cls = JSONEncoder
        enc = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
                  allow_nan=allow_nan, indent=indent, separators=separators, default=default,
                  sort_keys=sort_keys, **kw)
    for chunk in enc.iterencode(obj):
        fp.write(chunk)


def detect_encoding(b):
    """The encoding of a JSON document given as bytes: fpy decodes UTF-8
    only, so this answers 'utf-8' or 'utf-8-sig' (a UTF-8 BOM) and raises
    NotImplementedError for UTF-16 and UTF-32 documents."""
    if b.startswith(b'\xef\xbb\xbf'):
        return 'utf-8-sig'
    if len(b) >= 2 and (b[0] == 0 or b[1] == 0 or b.startswith(b'\xff\xfe') or b.startswith(b'\xfe\xff')):
        raise NotImplementedError('fpy: json decodes bytes in UTF-8 only, not UTF-16 or UTF-32')
    return 'utf-8'


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
          parse_constant=None, object_pairs_hook=None, **kw):
    """The Python value of the JSON document s (str, or UTF-8 bytes)."""
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    else:
        if not isinstance(s, bytes):
            raise TypeError(f'the JSON object must be str, bytes or bytearray, not {s.__class__.__name__}')
        if detect_encoding(s) == 'utf-8-sig':
            s = s[3:]
        s = s.decode('utf-8', 'surrogatepass')
    if (cls is None and object_hook is None and parse_int is None and parse_float is None
            and parse_constant is None and object_pairs_hook is None and not kw):
        return _default_decoder.decode(s)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    return cls(**kw).decode(s)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None,
         parse_constant=None, object_pairs_hook=None, **kw):
    """The Python value of the JSON document fp.read() returns."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float,
                 parse_int=parse_int, parse_constant=parse_constant,
                 object_pairs_hook=object_pairs_hook, **kw)
