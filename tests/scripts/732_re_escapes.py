# escapes in patterns: \x \u \U \n \t octal, and escaped punctuation
import re

print(re.match(r'\x41\u0042\U00000043', 'ABC'), re.match(r'\n\t\r\f\v\a', '\n\t\r\f\v\a'))
print(re.match(r'\0\01\012', '\x00\x01\n'), re.match(r'\141', 'a'), re.match(r'\.\*\+\?', '.*+?'))
print(re.match(r'\(\)\[\]\{\}', '()[]{}'), re.match(r'\\', '\\'), re.match(r'\-\#\ \&\~', '-# &~'))
print(re.match('\\é', 'é'), re.match(r'\$\^\|', '$^|'), re.match('a\x00b', 'a\x00b'))
print(re.match(b'\\x41\\101', b'AA'), re.match(r'[\n\t]+', '\n\t'))
for p in [r'\u', r'\U1234', r'\x', r'\xg0', r'\c', r'\k', r'\Q', r'\R', r'\h', r'\K', r'\E', r'\p{L}']:
    try:
        re.compile(p)
        print('compiled', p)
    except (re.error, NotImplementedError) as e:
        print(p, type(e).__name__, e.msg if isinstance(e, re.error) else '')
try:
    re.compile(rb'\u0041')
except re.error as e:
    print(e)
