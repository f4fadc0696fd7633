# richards.py: Martin Richards' operating-system simulation benchmark.
#
# Six tasks share one processor: an idle task that keeps releasing the two
# device tasks, a worker that fills work packets and sends them to two handler
# tasks, and the handlers, which pass characters of each work packet to their
# device through device packets.  A scheduler always runs the highest-priority
# task that is ready.  The checksum is the number of packets queued and the
# number of times a task held itself, which are fixed for a given idle count
# (23246 and 9297 for the classic count of 10000).
#
#   python3 examples/richards.py [RUNS]    (default 20)

import sys

IDLE, WORKER, HANDLER_A, HANDLER_B, DEVICE_A, DEVICE_B = range(1, 7)
DEVICE_PACKET, WORK_PACKET = 0, 1
BUFFER_SIZE = 4
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class SchedulerError(Exception):
    pass


class Packet:
    def __init__(self, link, ident, kind):
        self.link = link
        self.ident = ident
        self.kind = kind
        self.count = 0
        self.data = [0] * BUFFER_SIZE

    def append_to(self, queue):
        """Put this packet at the end of the queue starting at `queue`; new head."""
        self.link = None
        if queue is None:
            return self
        last = queue
        while last.link is not None:
            last = last.link
        last.link = self
        return queue


class Task:
    """A task control block; subclasses say what the task does with a packet."""

    def __init__(self, scheduler, ident, priority, queue, waiting, packet_pending):
        self.scheduler = scheduler
        self.ident = ident
        self.priority = priority
        self.queue = queue
        self.waiting = waiting
        self.packet_pending = packet_pending
        self.holding = False
        self.link = scheduler.task_list
        scheduler.task_list = self
        scheduler.tasks[ident] = self

    @property
    def blocked(self):
        return self.holding or (self.waiting and not self.packet_pending)

    def take_packet(self):
        packet = self.queue
        self.queue = packet.link
        self.packet_pending = self.queue is not None
        self.waiting = False
        return packet

    def accept(self, packet, sender):
        """Add a packet to this task's queue; return the task to run next."""
        if self.queue is None:
            self.queue = packet
            self.packet_pending = True
            if self.priority > sender.priority:
                return self
        else:
            self.queue = packet.append_to(self.queue)
        return sender

    def run(self, packet):
        raise NotImplementedError


class IdleTask(Task):
    def __init__(self, scheduler, count):
        super().__init__(scheduler, IDLE, 0, None, False, False)
        self.control = 1
        self.count = count

    def run(self, packet):
        sched = self.scheduler
        self.count -= 1
        if self.count == 0:
            return sched.hold_current()
        if self.control & 1 == 0:
            self.control >>= 1
            return sched.release(DEVICE_A)
        self.control = (self.control >> 1) ^ 0xD008
        return sched.release(DEVICE_B)


class WorkerTask(Task):
    def __init__(self, scheduler, queue):
        super().__init__(scheduler, WORKER, 1000, queue, True, True)
        self.destination = HANDLER_A
        self.letter = 0

    def run(self, packet):
        sched = self.scheduler
        if packet is None:
            return sched.wait_current()
        self.destination = HANDLER_A if self.destination == HANDLER_B else HANDLER_B
        packet.ident = self.destination
        packet.count = 0
        for i in range(BUFFER_SIZE):
            self.letter = (self.letter + 1) % len(ALPHABET)
            packet.data[i] = ALPHABET[self.letter]
        return sched.queue_packet(packet)


class HandlerTask(Task):
    def __init__(self, scheduler, ident, priority, queue):
        super().__init__(scheduler, ident, priority, queue, True, True)
        self.work = None
        self.devices = None

    def run(self, packet):
        sched = self.scheduler
        if packet is not None:
            if packet.kind == WORK_PACKET:
                self.work = packet.append_to(self.work)
            else:
                self.devices = packet.append_to(self.devices)
        work = self.work
        if work is not None:
            index = work.count
            if index >= BUFFER_SIZE:
                self.work = work.link
                return sched.queue_packet(work)
            device = self.devices
            if device is not None:
                self.devices = device.link
                device.count = work.data[index]
                work.count = index + 1
                return sched.queue_packet(device)
        return sched.wait_current()


class DeviceTask(Task):
    def __init__(self, scheduler, ident, priority):
        super().__init__(scheduler, ident, priority, None, True, False)
        self.pending = None

    def run(self, packet):
        sched = self.scheduler
        if packet is None:
            if self.pending is None:
                return sched.wait_current()
            packet, self.pending = self.pending, None
            return sched.queue_packet(packet)
        self.pending = packet
        return sched.hold_current()


class Scheduler:
    def __init__(self):
        self.task_list = None
        self.tasks = {}
        self.current = None
        self.queue_count = 0
        self.hold_count = 0

    def find(self, ident):
        try:
            return self.tasks[ident]
        except KeyError:
            raise SchedulerError(f"no task with id {ident}") from None

    def hold_current(self):
        self.hold_count += 1
        self.current.holding = True
        return self.current.link

    def wait_current(self):
        self.current.waiting = True
        return self.current

    def release(self, ident):
        task = self.find(ident)
        task.holding = False
        return task if task.priority > self.current.priority else self.current

    def queue_packet(self, packet):
        target = self.find(packet.ident)
        self.queue_count += 1
        packet.link = None
        packet.ident = self.current.ident
        return target.accept(packet, self.current)

    def schedule(self):
        task = self.task_list
        while task is not None:
            if task.blocked:
                task = task.link
                continue
            self.current = task
            packet = task.take_packet() if task.waiting and task.packet_pending else None
            task = task.run(packet)


def build(idle_count):
    sched = Scheduler()
    IdleTask(sched, idle_count)

    work = Packet(None, WORKER, WORK_PACKET)
    work = Packet(work, WORKER, WORK_PACKET)
    WorkerTask(sched, work)

    for handler, device, priority in ((HANDLER_A, DEVICE_A, 2000), (HANDLER_B, DEVICE_B, 3000)):
        queue = None
        for _ in range(3):
            queue = Packet(queue, device, DEVICE_PACKET)
        HandlerTask(sched, handler, priority, queue)

    DeviceTask(sched, DEVICE_A, 4000)
    DeviceTask(sched, DEVICE_B, 5000)
    return sched


def main(runs):
    total_queued = total_held = 0
    for run in range(runs):
        sched = build(10000)
        sched.schedule()
        if (sched.queue_count, sched.hold_count) != (23246, 9297):
            raise SchedulerError(f"run {run}: wrong counts {sched.queue_count} {sched.hold_count}")
        total_queued += sched.queue_count
        total_held += sched.hold_count
    print(f"runs={runs} queued={total_queued} held={total_held}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
