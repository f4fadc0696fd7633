# argparse: parse_known_args, parse_intermixed_args, prefix_chars,
# fromfile_prefix_chars, allow_abbrev, exit_on_error=False.
import argparse, os, tempfile, io, contextlib
errbuf = io.StringIO()

p = argparse.ArgumentParser(prog='t')
p.add_argument('--foo', type=int)
p.add_argument('x')
ns, extra = p.parse_known_args(['a', '--foo', '3', '--bar', 'b', '-z'])
print(ns, extra)

p = argparse.ArgumentParser(prog='t')
p.add_argument('--foo')
p.add_argument('cmd')
p.add_argument('rest', nargs='*', type=int)
print(p.parse_intermixed_args(['doit', '1', '--foo', 'bar', '2', '3']))
print(p.parse_known_intermixed_args(['doit', '1', '--foo', 'bar', '2', '--zz']))

p = argparse.ArgumentParser(prog='t', prefix_chars='+/')
p.add_argument('+f', action='store_true')
p.add_argument('++bar')
p.add_argument('/q', type=float)
print(p.parse_args(['+f', '++bar', 'B', '/q', '1.5']))
print(p.format_usage().strip())

with tempfile.TemporaryDirectory() as d:
    fn = os.path.join(d, 'args.txt')
    with open(fn, 'w') as f:
        f.write('--foo\nfromfile\nposarg\n')
    p = argparse.ArgumentParser(prog='t', fromfile_prefix_chars='@')
    p.add_argument('--foo')
    p.add_argument('x')
    p.add_argument('--y', default='Y')
    print(p.parse_args(['@' + fn, '--y', 'z']))
    try:
        with contextlib.redirect_stderr(errbuf):
            p.parse_args(['@' + os.path.join(d, 'missing.txt')])
    except SystemExit as e:
        print('exit', e.code, errbuf.getvalue().strip().splitlines()[-1].replace(d, 'DIR'))

p = argparse.ArgumentParser(prog='t', allow_abbrev=False, exit_on_error=False)
p.add_argument('--verbose', action='store_true')
p.add_argument('--num', type=int, choices=[1, 2, 3])
p.add_argument('--req')
for argv in [['--verb'], ['--num', 'x'], ['--num', '7'], ['--num'], ['--verbose', '--num', '2']]:
    try:
        with contextlib.redirect_stderr(errbuf):
            print(p.parse_args(argv))
    except argparse.ArgumentError as e:
        print('ArgumentError:', e, '|', e.argument_name, '|', e.message)
    except SystemExit as e:
        print('exit', e.code, errbuf.getvalue().strip().splitlines()[-1].replace(d, 'DIR'))

p = argparse.ArgumentParser(prog='t', exit_on_error=False)
p.add_argument('--verbose', action='store_true')
p.add_argument('--version-info', action='store_true')
print(p.parse_args(['--verb']))
try:
    with contextlib.redirect_stderr(errbuf):
        p.parse_args(['--ver'])
except argparse.ArgumentError as e:
    print('ArgumentError:', e)
except SystemExit as e:
    print('exit', e.code, errbuf.getvalue().strip().splitlines()[-1])
