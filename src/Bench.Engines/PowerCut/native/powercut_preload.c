/* LD_PRELOAD interposer: under $POWERCUT_ROOT, fsync/fdatasync record the durable image instead of
 * reaching the disk, synchronous writes join it, and unlinked or replaced files are kept linked in
 * $POWERCUT_STATE/grave so that their inode numbers (the image's keys) are not reused.
 * sync_file_range is passed through and is no durability barrier; msync is passed through and not
 * modelled (no engine here writes its data files through a shared mapping). */
#include "powercut.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

#ifndef RWF_DSYNC
#define RWF_DSYNC 0x00000002
#endif
#ifndef RWF_SYNC
#define RWF_SYNC 0x00000004
#endif

static const char *pc_root;
static const char *pc_state;
static char pc_root_copy[PC_PATH];
static char pc_state_copy[PC_PATH];
static size_t pc_root_length;
static unsigned long pc_graves;

/* Copied: PostgreSQL writes its process titles over the memory that held the environment. */
__attribute__((constructor)) static void pc_init(void)
{
    const char *root = getenv("POWERCUT_ROOT");
    const char *state = getenv("POWERCUT_STATE");
    if (root == NULL || state == NULL || root[0] != '/' || strlen(root) >= PC_PATH || strlen(state) >= PC_PATH) {
        return;
    }
    strcpy(pc_root_copy, root);
    strcpy(pc_state_copy, state);
    pc_root = pc_root_copy;
    pc_state = pc_state_copy;
    pc_root_length = strlen(pc_root);
}

#define PC_REAL(name) \
    static __typeof__(name) *real_##name; \
    if (real_##name == NULL) real_##name = (__typeof__(name) *)dlsym(RTLD_NEXT, #name)

static int pc_path_under_root(const char *path)
{
    return pc_root != NULL && strncmp(path, pc_root, pc_root_length) == 0
        && (path[pc_root_length] == '/' || path[pc_root_length] == '\0');
}

static int pc_fd_under_root(int fd)
{
    char self[64], path[PC_PATH];
    if (pc_root == NULL) {
        return 0;
    }
    snprintf(self, sizeof self, "/proc/self/fd/%d", fd);
    ssize_t length = readlink(self, path, sizeof path - 1);
    if (length <= 0) {
        return 0;
    }
    path[length] = '\0';
    return pc_path_under_root(path);
}

/* The absolute form of path, relative to dirfd (AT_FDCWD or a directory). No symbolic links resolved. */
static int pc_absolute(int dirfd, const char *path, char *out)
{
    char base[PC_PATH], self[64];
    if (path[0] == '/') {
        snprintf(out, PC_PATH, "%s", path);
        return 0;
    }
    if (dirfd == AT_FDCWD) {
        if (getcwd(base, sizeof base) == NULL) {
            return -1;
        }
    } else {
        snprintf(self, sizeof self, "/proc/self/fd/%d", dirfd);
        ssize_t length = readlink(self, base, sizeof base - 1);
        if (length <= 0) {
            return -1;
        }
        base[length] = '\0';
    }
    snprintf(out, PC_PATH, "%s/%s", base, path);
    return 0;
}

/* Keeps a regular file under the root that is about to lose a name linked in the grave. */
static void pc_bury(int dirfd, const char *path)
{
    char absolute[PC_PATH], grave[PC_PATH];
    struct stat st;
    if (pc_root == NULL || pc_absolute(dirfd, path, absolute) != 0 || !pc_path_under_root(absolute)
        || lstat(absolute, &st) != 0 || !S_ISREG(st.st_mode)) {
        return;
    }
    unsigned long n = __atomic_add_fetch(&pc_graves, 1, __ATOMIC_SEQ_CST);
    snprintf(grave, sizeof grave, "%s/grave/%lx-%d-%lu", pc_state, (unsigned long)st.st_ino, (int)getpid(), n);
    link(absolute, grave);
}

static int pc_sync(int fd)
{
    struct stat st;
    int saved = errno;
    if (fstat(fd, &st) != 0) {
        return -1;
    }
    if (S_ISDIR(st.st_mode)) {
        pc_snapshot_dir(pc_state, fd);
    } else if (S_ISREG(st.st_mode)) {
        pc_snapshot_file(pc_state, fd);
    }
    errno = saved;
    return 0;
}

int fsync(int fd)
{
    PC_REAL(fsync);
    return pc_fd_under_root(fd) ? pc_sync(fd) : real_fsync(fd);
}

int fdatasync(int fd)
{
    PC_REAL(fdatasync);
    return pc_fd_under_root(fd) ? pc_sync(fd) : real_fdatasync(fd);
}

void sync(void)
{
    PC_REAL(sync);
    if (pc_root != NULL) {
        pc_sync_tree(pc_root, pc_state);
    }
    real_sync();
}

int syncfs(int fd)
{
    PC_REAL(syncfs);
    if (pc_root != NULL) {
        pc_sync_tree(pc_root, pc_state);
    }
    return real_syncfs(fd);
}

/* After a successful write of length bytes at offset: joins the durable image if it was synchronous. */
static void pc_after_write(int fd, ssize_t written, off_t offset, int synced_by_call, const struct iovec *parts, int count)
{
    if (written <= 0 || pc_root == NULL) {
        return;
    }
    int flags = fcntl(fd, F_GETFL);
    if (!synced_by_call && (flags < 0 || (flags & O_DSYNC) == 0)) {
        return;
    }
    if (!pc_fd_under_root(fd)) {
        return;
    }
    if (offset < 0) {
        offset = lseek(fd, 0, SEEK_CUR) - written; /* write()/writev(): the position it ended at, less its length */
    }
    size_t left = (size_t)written;
    for (int i = 0; i < count && left > 0; i++) {
        size_t length = parts[i].iov_len < left ? parts[i].iov_len : left;
        pc_apply_synced_write(pc_state, fd, parts[i].iov_base, length, offset);
        offset += (off_t)length;
        left -= length;
    }
}

ssize_t write(int fd, const void *data, size_t length)
{
    PC_REAL(write);
    int saved;
    ssize_t written = real_write(fd, data, length);
    saved = errno;
    struct iovec part = { (void *)data, length };
    pc_after_write(fd, written, -1, 0, &part, 1);
    errno = saved;
    return written;
}

/* pwrite and pwrite64, pwritev and pwritev64: the same calls under two names (64-bit offsets either way). */
#define PC_POSITIONED(name, data_type, count_type, as_parts)                        \
    ssize_t name(int fd, data_type data, count_type count, off_t offset)             \
    {                                                                               \
        PC_REAL(name);                                                              \
        ssize_t written = real_##name(fd, data, count, offset);                     \
        int saved = errno;                                                          \
        as_parts;                                                                   \
        errno = saved;                                                              \
        return written;                                                             \
    }

#define PC_ONE_PART struct iovec part = { (void *)data, count }; pc_after_write(fd, written, offset, 0, &part, 1)
#define PC_PARTS pc_after_write(fd, written, offset, 0, data, count)

PC_POSITIONED(pwrite, const void *, size_t, PC_ONE_PART)
PC_POSITIONED(pwrite64, const void *, size_t, PC_ONE_PART)
PC_POSITIONED(pwritev, const struct iovec *, int, PC_PARTS)
PC_POSITIONED(pwritev64, const struct iovec *, int, PC_PARTS)

ssize_t writev(int fd, const struct iovec *parts, int count)
{
    PC_REAL(writev);
    ssize_t written = real_writev(fd, parts, count);
    int saved = errno;
    pc_after_write(fd, written, -1, 0, parts, count);
    errno = saved;
    return written;
}

ssize_t pwritev2(int fd, const struct iovec *parts, int count, off_t offset, int flags)
{
    PC_REAL(pwritev2);
    ssize_t written = real_pwritev2(fd, parts, count, offset, flags);
    int saved = errno;
    pc_after_write(fd, written, offset, (flags & (RWF_DSYNC | RWF_SYNC)) != 0, parts, count);
    errno = saved;
    return written;
}

int unlink(const char *path)
{
    PC_REAL(unlink);
    pc_bury(AT_FDCWD, path);
    return real_unlink(path);
}

int unlinkat(int dirfd, const char *path, int flags)
{
    PC_REAL(unlinkat);
    if ((flags & AT_REMOVEDIR) == 0) {
        pc_bury(dirfd, path);
    }
    return real_unlinkat(dirfd, path, flags);
}

int remove(const char *path)
{
    PC_REAL(remove);
    pc_bury(AT_FDCWD, path);
    return real_remove(path);
}

int rename(const char *from, const char *to)
{
    PC_REAL(rename);
    pc_bury(AT_FDCWD, to);
    return real_rename(from, to);
}

int renameat(int fromdir, const char *from, int todir, const char *to)
{
    PC_REAL(renameat);
    pc_bury(todir, to);
    return real_renameat(fromdir, from, todir, to);
}

int renameat2(int fromdir, const char *from, int todir, const char *to, unsigned int flags)
{
    PC_REAL(renameat2);
    pc_bury(todir, to);
    return real_renameat2(fromdir, from, todir, to, flags);
}
