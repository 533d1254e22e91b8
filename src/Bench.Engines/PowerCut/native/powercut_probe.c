/* The simulator's test program: runs file operations named on its command line, one after another,
 * so that a test can run them under the interposer, cut the power and look at what came back.
 *   write PATH TEXT      append TEXT (open, write, close)
 *   syncwrite PATH TEXT  the same through an O_SYNC descriptor
 *   fsync PATH           fsync of the file or directory
 *   rename FROM TO | unlink PATH | truncate PATH BYTES | mkdir PATH */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
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

static int sync_path(const char *path)
{
    int fd = open(path, O_RDONLY);
    if (fd < 0) {
        return -1;
    }
    int result = fsync(fd);
    close(fd);
    return result;
}

static int run(char **op, int left, int *used)
{
    const char *name = op[0];
    *used = 2;
    if (strcmp(name, "write") == 0 && left >= 3) {
        *used = 3;
        return append(op[1], op[2], 0);
    }
    if (strcmp(name, "syncwrite") == 0 && left >= 3) {
        *used = 3;
        return append(op[1], op[2], O_SYNC);
    }
    if (strcmp(name, "fsync") == 0 && left >= 2) {
        return sync_path(op[1]);
    }
    if (strcmp(name, "rename") == 0 && left >= 3) {
        *used = 3;
        return rename(op[1], op[2]);
    }
    if (strcmp(name, "truncate") == 0 && left >= 3) {
        *used = 3;
        return truncate(op[1], atol(op[2]));
    }
    if (strcmp(name, "unlink") == 0 && left >= 2) {
        return unlink(op[1]);
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
        int used;
        int result = run(argv + i, argc - i, &used);
        if (result != 0) {
            fprintf(stderr, "probe: %s failed\n", argv[i]);
            return result == -2 ? 2 : 1;
        }
        i += used;
    }
    return 0;
}
