# contextlib's redirect_stdout, redirect_stderr (reentrant) and chdir.
import contextlib, io, os, sys
buf = io.StringIO()
with contextlib.redirect_stdout(buf) as b:
    print("captured", b is buf)
    with contextlib.redirect_stdout(io.StringIO()):
        print("inner")
    print("again")
print(repr(buf.getvalue()))
err = io.StringIO()
with contextlib.redirect_stderr(err):
    sys.stderr.write("to err\n")
print(repr(err.getvalue()))
here = os.getcwd()
with contextlib.chdir("/"):
    print(os.getcwd())
print(os.getcwd() == here)
r = contextlib.redirect_stdout(io.StringIO())
with r:
    with r:
        print("twice")
print(sys.stdout is sys.__stdout__)
