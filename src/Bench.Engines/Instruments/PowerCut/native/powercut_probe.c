/* The simulator's test program: runs file operations named on its command line, one after another,
 * so that a test can run them under the interposer, cut the power and look at what came back.
 *   write PATH TEXT             append TEXT (open, write, close)
 *   syncwrite PATH TEXT         the same through an O_SYNC descriptor
 *   dsyncpwrite PATH AT TEXT    TEXT at offset AT through an O_DSYNC descriptor (pwrite)
 *   pwrite PATH AT TEXT         TEXT at offset AT (a cached write in place)
 *   rawpwrite PATH AT TEXT      the same through the system call itself, which the interposer cannot see
 *   fill PATH BYTES             BYTES of 'f', in one write
 *   dsyncpages PATH N           N pages of 4 KiB, page i filled with 'a' + i % 26, each through O_DSYNC
 *   fsync PATH | fdatasync PATH the file or directory
 *   rename FROM TO | renameat FROM TO (each relative to its opened parent) | unlink PATH | unlinkat PATH
 *   truncate PATH BYTES | mkdir PATH
 *   try OP …                    runs OP and goes on when it fails, its error on standard error (an injected fault)
 *   exec                        runs the rest of the command line in a new image of this program
 * A failed operation is told with its errno's words ("No space left on device"). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

static int append(const char *path, const char *text, int flags)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_APPEND | flags, 0644);
    if (fd < 0) {
        return -1;
    }
    ssize_t written = write(fd, text, strlen(text));
    close(fd);
    return written == (ssize_t)strlen(text) ? 0 : -1;
}

static int dsync_pwrite(const char *path, off_t at, const char *text, size_t length)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_DSYNC, 0644);
    if (fd < 0) {
        return -1;
    }
    ssize_t written = pwrite(fd, text, length, at);
    close(fd);
    return written == (ssize_t)length ? 0 : -1;
}

/* TEXT at offset at; through the raw system call when raw is set, past any interposer. */
static int write_at(const char *path, off_t at, const char *text, int raw)
{
    int fd = open(path, O_WRONLY | O_CREAT, 0644);
    if (fd < 0) {
        return -1;
    }
    size_t length = strlen(text);
    ssize_t written = raw ? (ssize_t)syscall(SYS_pwrite64, fd, text, length, at) : pwrite(fd, text, length, at);
    close(fd);
    return written == (ssize_t)length ? 0 : -1;
}

static int fill(const char *path, size_t bytes)
{
    char *text = malloc(bytes + 1);
    if (text == NULL) {
        return -1;
    }
    memset(text, 'f', bytes);
    text[bytes] = '\0';
    int result = write_at(path, 0, text, 0);
    free(text);
    return result;
}

static int dsync_pages(const char *path, int count)
{
    char page[4096];
    for (int i = 0; i < count; i++) {
        memset(page, 'a' + i % 26, sizeof page);
        if (dsync_pwrite(path, (off_t)i * (off_t)sizeof page, page, sizeof page) != 0) {
            return -1;
        }
    }
    return 0;
}

static int sync_path(const char *path, int data_only)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        return -1;
    }
    int result = data_only ? fdatasync(fd) : fsync(fd);
    close(fd);
    return result;
}

/* The parent folder of path, opened, and path's last part into name. */
static int parent_of(const char *path, char *name)
{
    char copy[4096], copy2[4096];
    snprintf(copy, sizeof copy, "%s", path);
    snprintf(copy2, sizeof copy2, "%s", path);
    snprintf(name, 4096, "%s", basename(copy));
    return open(dirname(copy2), O_RDONLY | O_DIRECTORY);
}

static int rename_at(const char *from, const char *to)
{
    char from_name[4096], to_name[4096];
    int from_dir = parent_of(from, from_name), to_dir = parent_of(to, to_name);
    int result = from_dir < 0 || to_dir < 0 ? -1 : renameat(from_dir, from_name, to_dir, to_name);
    close(from_dir);
    close(to_dir);
    return result;
}

static int unlink_at(const char *path)
{
    char name[4096];
    int dir = parent_of(path, name);
    int result = dir < 0 ? -1 : unlinkat(dir, name, 0);
    close(dir);
    return result;
}

static int run(char **op, int left, int *used)
{
    const char *name = op[0];
    *used = 2;
    if (left >= 3 && (strcmp(name, "write") == 0 || strcmp(name, "syncwrite") == 0)) {
        *used = 3;
        return append(op[1], op[2], strcmp(name, "syncwrite") == 0 ? O_SYNC : 0);
    }
    if (strcmp(name, "dsyncpwrite") == 0 && left >= 4) {
        *used = 4;
        return dsync_pwrite(op[1], atol(op[2]), op[3], strlen(op[3]));
    }
    if ((strcmp(name, "pwrite") == 0 || strcmp(name, "rawpwrite") == 0) && left >= 4) {
        *used = 4;
        return write_at(op[1], atol(op[2]), op[3], strcmp(name, "rawpwrite") == 0);
    }
    if (strcmp(name, "fill") == 0 && left >= 3) {
        *used = 3;
        return fill(op[1], (size_t)atol(op[2]));
    }
    if (strcmp(name, "dsyncpages") == 0 && left >= 3) {
        *used = 3;
        return dsync_pages(op[1], atoi(op[2]));
    }
    if ((strcmp(name, "fsync") == 0 || strcmp(name, "fdatasync") == 0) && left >= 2) {
        return sync_path(op[1], strcmp(name, "fdatasync") == 0);
    }
    if ((strcmp(name, "rename") == 0 || strcmp(name, "renameat") == 0) && left >= 3) {
        *used = 3;
        return strcmp(name, "rename") == 0 ? rename(op[1], op[2]) : rename_at(op[1], op[2]);
    }
    if (strcmp(name, "truncate") == 0 && left >= 3) {
        *used = 3;
        return truncate(op[1], atol(op[2]));
    }
    if ((strcmp(name, "unlink") == 0 || strcmp(name, "unlinkat") == 0) && left >= 2) {
        return strcmp(name, "unlink") == 0 ? unlink(op[1]) : unlink_at(op[1]);
    }
    if (strcmp(name, "mkdir") == 0 && left >= 2) {
        return mkdir(op[1], 0755);
    }
    fprintf(stderr, "probe: unknown or incomplete operation '%s'\n", name);
    return -2;
}

int main(int argc, char **argv)
{
    for (int i = 1; i < argc;) {
        if (strcmp(argv[i], "exec") == 0) {
            /* The interposer must come back with the new image: its settings are in the environment. */
            argv[i] = argv[0];
            execv("/proc/self/exe", argv + i);
            perror("probe: exec");
            return 1;
        }
        int tried = strcmp(argv[i], "try") == 0 && i + 1 < argc;
        i += tried;
        int used;
        errno = 0;
        int result = run(argv + i, argc - i, &used);
        if (result != 0) {
            fprintf(stderr, "probe: %s failed: %s\n", argv[i], strerror(errno));
            if (!tried || result == -2) {
                return result == -2 ? 2 : 1;
            }
        }
        i += used;
    }
    return 0;
}
