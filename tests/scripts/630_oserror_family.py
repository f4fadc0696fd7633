print(OSError(2,'x',None).args, OSError(2,'x','f').args, OSError(2,'x','f',None,'g').args)
e=OSError(2,'x','f',None,'g'); print(str(e), repr(e), type(e), e.errno, e.strerror, e.filename, e.filename2)
e=OSError(2,'x'); print(str(e), repr(e), type(e))
e=OSError('a'); print(str(e), repr(e), e.errno)
e=OSError(1,2,3,4,5,6); print(str(e), e.errno)
e=FileNotFoundError(17,'x'); print(type(e))
e=OSError('2','x'); print(type(e), e.errno, str(e))
class E(OSError):
  def __init__(self, a): super().__init__(a); self.q=a
e=E(5); print(e, e.errno, e.args, e.q)
e=OSError(2,'x'); e.errno=5; print(e); print(e.__dict__)
e=OSError(2,'x',3); print(e)
print(IOError is OSError, EnvironmentError)
try: OSError(1,'x',filename='f')
except TypeError as e: print(e)
for n in (1,2,4,11,13,17,20,21,32,104,110,111,3,10,103,999):
    print(n, type(OSError(n, 'm')).__name__)
print(ConnectionResetError.__mro__)
try:
    raise FileNotFoundError(2, 'No such file or directory', 'a.txt')
except OSError as e:
    print(e, e.filename, isinstance(e, FileNotFoundError))
class F(FileNotFoundError): pass
print(repr(F(2,'z','q')), F(2,'z','q'))
raise PermissionError(13, 'Permission denied', '/root/x')
