# selectors: a small non-blocking echo server handling 3 clients with each
# selector class; register/modify/unregister/get_key/get_map/close and errors
import selectors
import socket

print(selectors.EVENT_READ, selectors.EVENT_WRITE, selectors.DefaultSelector.__name__)
print(selectors.SelectorKey._fields)


def run_server(sel_cls):
    sel = sel_cls()
    srv = socket.create_server(("127.0.0.1", 0))
    srv.setblocking(False)
    port = srv.getsockname()[1]
    sel.register(srv, selectors.EVENT_READ, data="listener")
    clients = []
    for i in range(3):
        c = socket.create_connection(("127.0.0.1", port))
        clients.append(c)
    pending = {}
    echoed = []
    # each client sends one message; the server echoes it reversed
    for i, c in enumerate(clients):
        c.sendall(b"message %d;" % i)
    done = 0
    accepted = 0
    rounds = 0
    while done < 3 and rounds < 500:
        rounds += 1
        for key, mask in sel.select(timeout=2):
            if key.data == "listener":
                conn, _ = key.fileobj.accept()
                conn.setblocking(False)
                accepted += 1
                sel.register(conn, selectors.EVENT_READ, data=bytearray())
            elif mask & selectors.EVENT_READ:
                data = key.fileobj.recv(100)
                if data:
                    key.data.extend(data)
                    if key.data.endswith(b";"):
                        sel.modify(key.fileobj, selectors.EVENT_WRITE, data=bytes(key.data[::-1]))
                else:
                    sel.unregister(key.fileobj)
                    key.fileobj.close()
            elif mask & selectors.EVENT_WRITE:
                key.fileobj.sendall(key.data)
                echoed.append(key.data)
                sel.unregister(key.fileobj)
                key.fileobj.close()
                done += 1
    replies = []
    for c in clients:
        c.settimeout(5)
        got = b""
        while not got.endswith(b"m"):
            part = c.recv(100)
            if not part:
                break
            got += part
        replies.append(got)
        c.close()
    print(sel_cls.__name__, accepted, done, sorted(echoed) == sorted(replies), replies)
    print(len(sel.get_map()), list(sel.get_map().keys()) == [srv.fileno()])
    sel.unregister(srv)
    srv.close()
    sel.close()
    print(sel.get_map())


for cls in (selectors.SelectSelector, selectors.PollSelector, selectors.EpollSelector,
            selectors.DefaultSelector):
    run_server(cls)


def t(label, f):
    try:
        print(label, "ok", f())
    except Exception as e:
        print(label, type(e).__name__, e)


for cls in (selectors.SelectSelector, selectors.PollSelector, selectors.EpollSelector):
    a, b = socket.socketpair()
    with cls() as sel:
        k = sel.register(a, selectors.EVENT_READ | selectors.EVENT_WRITE, "payload")
        print(k.fileobj is a, k.fd == a.fileno(), k.events, k.data)
        print(sel.get_key(a) == k, sel.get_key(a.fileno()) == k, a in sel.get_map(), b in sel.get_map())
        print(sel.get_map()[a].data, sel.get_map().get(b, "none"), len(sel.get_map()))
        ev = sel.select(0)
        print([(key.data, mask) for key, mask in ev])
        b.send(b"x")
        ev = sel.select(1)
        print([(key.data, mask) for key, mask in ev])
        k2 = sel.modify(a, selectors.EVENT_READ, "other")
        print(k2.events, k2.data)
        k3 = sel.modify(a, selectors.EVENT_READ, "third")
        print(k3.events, k3.data, sel.get_key(a).data)
        try:
            sel.register(a, selectors.EVENT_READ)
        except KeyError as e:
            print("KeyError", "is already registered" in str(e))
        t("events 0", lambda: sel.register(b, 0))
        t("events 4", lambda: sel.register(b, 4))
        t("bad fileobj", lambda: sel.register("x", selectors.EVENT_READ))
        t("neg fd", lambda: sel.register(-3, selectors.EVENT_READ))
        try:
            sel.unregister(b)
        except KeyError as e:
            print("KeyError", "is not registered" in str(e))
        try:
            sel.get_key(b)
        except KeyError as e:
            print("KeyError", "is not registered" in str(e))
        try:
            sel.modify(b, selectors.EVENT_READ)
        except KeyError as e:
            print("KeyError", "is not registered" in str(e))
        print(sel.unregister(a) == k3, len(sel.get_map()), sel.select(0))
    t("closed get_key", lambda: sel.get_key(a))
    a.close()
    b.close()
