/* powercut sync|cut <root> <state>: sync makes everything under root durable (as sync(2));
 * cut replaces everything under root by its durable image (the power cut, after the writers
 * were killed). The state folder must be on root's file system, outside root. Exit 3 from sync:
 * an image's lock stayed held (by a process stopped while it recorded a sync); thaw it and retry. */
#include "powercut.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* How long sync waits for one image's lock before it gives up. */
#define PC_TOOL_PATIENCE_MS 200

int main(int argc, char **argv)
{
    char root[PATH_MAX], state[PATH_MAX];
    if (argc != 4 || (strcmp(argv[1], "sync") != 0 && strcmp(argv[1], "cut") != 0)) {
        fprintf(stderr, "usage: powercut sync|cut <root> <state>\n");
        return 2;
    }
    /* Resolved, as the interposer resolves them: image keys and paths must agree. */
    if (realpath(argv[2], root) == NULL || realpath(argv[3], state) == NULL) {
        fprintf(stderr, "powercut: cannot resolve %s or %s: %s\n", argv[2], argv[3], strerror(errno));
        return 1;
    }
    const char *kinds[] = { "files", "dirs", "dirty", "grave", "locks" };
    for (int i = 0; i < 5; i++) {
        char path[PC_PATH];
        snprintf(path, sizeof path, "%s/%s", state, kinds[i]);
        /* Open to every account: a server's processes may run as another user (postgres) than the tool. */
        mkdir(path, 0777);
        chmod(path, 0777);
    }
    /* The shared records, made now: a server's account cannot create files in the state folder itself. */
    const char *records[] = { "syncs", "faults" };
    for (int i = 0; i < 2; i++) {
        char path[PC_PATH];
        snprintf(path, sizeof path, "%s/%s", state, records[i]);
        int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0666);
        if (fd >= 0) {
            fchmod(fd, 0666);
            close(fd);
        }
    }
    int result = strcmp(argv[1], "sync") == 0 ? pc_sync_tree(root, state, 0, PC_TOOL_PATIENCE_MS) : pc_cut(root, state);
    if (result == -2) {
        fprintf(stderr, "powercut: busy: an image's lock under %s is held\n", state);
        return PC_BUSY;
    }
    if (result != 0) {
        fprintf(stderr, "powercut: %s of %s failed (see %s/faults)\n", argv[1], root, state);
        return 1;
    }
    return 0;
}
