# string: the constants, capwords, and Template (substitute, safe_substitute,
# braces, $$, keyword arguments over a mapping, invalid placeholders).
import string

print(repr(string.whitespace), string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(string.punctuation, len(string.printable), string.printable[-6:] == string.whitespace)
print(string.capwords('hello   world  of python'), string.capwords('a-b-c', '-'), repr(string.capwords('')),
      string.capwords(' x y '), string.capwords('ONE two', None))
T = string.Template
print(T('$who likes $what').substitute(who='tim', what='kung pao'))
print(T('${noun}ification costs $$10').substitute({'noun': 'verb'}))
print(T('$a $b').substitute({'a': 1, 'b': 2}, b='kw'), T('$x').substitute(x=[1, 2]))
print(T('$who and $missing, ${also} $$ $').safe_substitute(who='me'))
print(T('$a${b}c $_d1').substitute(a='A', b='B', _d1='D'), T('no placeholders').substitute())
print(T('$who $what $who').get_identifiers(), T('ok $x').is_valid(), T('bad $ here').is_valid())
print(T('x').template, T.delimiter)
for t, kw in [('$missing', {}), ('cost: $5', {}), ('line one\nand $ two', {}), ('${unclosed', {'unclosed': 1}),
              ('${', {}), ('$', {})]:
    try:
        print(T(t).substitute(**kw))
    except (KeyError, ValueError) as e:
        print(type(e).__name__ + ':', e)
