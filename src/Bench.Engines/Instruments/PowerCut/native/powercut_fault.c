/* Faults the check injects through the interposer, named by $POWERCUT_FAULT and drawn at $POWERCUT_FAULT_AT
 * (the Nth eligible call counted once the check armed the fault, state/fault-armed, after the starting state):
 * - disk-full: from the Nth call that would grow a file under the root (write, pwrite, pwritev, writev,
 *   fallocate, ftruncate) every such call fails with ENOSPC until the check frees space (removes
 *   state/fault-full); calls that write within a file's size go on, as on a full ext4 disk;
 * - fsync-error: the Nth fsync/fdatasync or synchronous (O_SYNC/O_DSYNC) write of a regular file fails with EIO
 *   and what it should have made durable is dropped: a sync's ranges are forgotten without reaching the durable
 *   image, so the next fsync succeeds without them, and a synchronous write's bytes stay in the file and out of
 *   the image, as Rebello et al. (USENIX ATC 2020) measured on ext4 and XFS (pages marked clean, not written).
 * Counted across processes in state/fault-calls; what was injected, where and at which call, in
 * state/fault-injected: a fault never injected is the check's to report, never a count of the engine's. */
#include "powercut.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

static enum pc_fault_kind pc_kind = PC_NO_FAULT;
static long pc_at;

void pc_fault_init(void)
{
    const char *kind = getenv("POWERCUT_FAULT");
    const char *at = getenv("POWERCUT_FAULT_AT");
    pc_at = at != NULL ? atol(at) : 0;
    if (kind == NULL || pc_at < 1) {
        return;
    }
    pc_kind = strcmp(kind, "disk-full") == 0 ? PC_DISK_FULL : strcmp(kind, "fsync-error") == 0 ? PC_FSYNC_ERROR : PC_NO_FAULT;
}

enum pc_fault_kind pc_fault_kind(void)
{
    return pc_kind;
}

static int pc_flag(const char *state, const char *name)
{
    char path[PC_PATH];
    snprintf(path, sizeof path, "%s/%s", state, name);
    return access(path, F_OK) == 0;
}

/* Counts one eligible call: its number since arming, or 0 before arming and once the fault was injected. */
static long pc_count_call(const char *state)
{
    char path[PC_PATH], text[32] = "";
    if (!pc_flag(state, "fault-armed") || pc_flag(state, "fault-injected")) {
        return 0;
    }
    snprintf(path, sizeof path, "%s/fault-calls", state);
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0666);
    if (fd < 0) {
        pc_fault(state, "count of a fault's calls in", path); /* the fault could go uninjected: the check must not count */
        return 0;
    }
    fchmod(fd, 0666);
    while (flock(fd, LOCK_EX) != 0 && errno == EINTR) {
    }
    ssize_t length = pread(fd, text, sizeof text - 1, 0);
    text[length > 0 ? length : 0] = '\0';
    long n = atol(text) + 1;
    int written = snprintf(text, sizeof text, "%ld\n", n);
    if (pwrite(fd, text, (size_t)written, 0) != written) {
        pc_fault(state, "count of a fault's calls in", path);
    }
    close(fd); /* releases the lock */
    return n;
}

/* Writes what was injected, where and at which call to state/fault-injected. */
static void pc_record_injection(const char *state, const char *what, const char *call, int fd, long n)
{
    char path[PC_PATH], name[PC_PATH] = "", line[2 * PC_PATH];
    int saved = errno;
    pc_fd_path(fd, name);
    snprintf(path, sizeof path, "%s/fault-injected", state);
    int out = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (out >= 0) {
        int length = snprintf(line, sizeof line, "%s: %s of %s, eligible call %ld (pid %d)\n", what, call, name, n, (int)getpid());
        (void)!write(out, line, (size_t)length);
        close(out);
    } else {
        pc_fault(state, "record of an injected fault in", path);
    }
    errno = saved;
}

int pc_fault_disk_full(const char *state, int fd, long long end, const char *call)
{
    struct stat st;
    if (pc_kind != PC_DISK_FULL || fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || end <= (long long)st.st_size) {
        return 0;
    }
    if (pc_flag(state, "fault-full")) {
        errno = ENOSPC;
        return 1;
    }
    long n = pc_count_call(state);
    if (n != pc_at) {
        return 0;
    }
    char flag[PC_PATH];
    snprintf(flag, sizeof flag, "%s/fault-full", state);
    int made = open(flag, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
    if (made < 0) {
        pc_fault(state, "the disk-full flag", flag);
        return 0;
    }
    close(made);
    pc_record_injection(state, "disk full (ENOSPC)", call, fd, n);
    errno = ENOSPC;
    return 1;
}

/* True when fd is a regular file and this call is the one the fsync-error fault was drawn at. */
static int pc_fsync_fault_drawn(const char *state, int fd)
{
    struct stat st;
    return pc_kind == PC_FSYNC_ERROR && fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && pc_count_call(state) == pc_at;
}

int pc_fault_fsync(const char *state, int fd, const char *call)
{
    if (!pc_fsync_fault_drawn(state, fd) || pc_drop_unsynced(state, fd) != 0) {
        return 0; /* not drawn, or not dropped: no fault injected, which the check reports */
    }
    pc_record_injection(state, "fsync error (EIO), unsynced data dropped", call, fd, pc_at);
    errno = EIO;
    return 1;
}

int pc_fault_synced_write(const char *state, int fd, const char *call)
{
    if (!pc_fsync_fault_drawn(state, fd)) {
        return 0;
    }
    pc_record_injection(state, "fsync error (EIO) of a synchronous write, its data not made durable", call, fd, pc_at);
    errno = EIO;
    return 1;
}
