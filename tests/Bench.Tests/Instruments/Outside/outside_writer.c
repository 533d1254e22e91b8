/*
 * An outside check of the power-cut simulator: a writer that is not the suite's, in C, straight against
 * the libe_sqlite3 the providers load, with its own commit pattern and its own count of what a cut lost.
 *
 *   outside_writer create <database>                       the table, DELETE journal, synchronous=FULL
 *   outside_writer write <database> <rows a commit> <commits>   prints "ack N" after commit N returns, then waits to be killed
 *   outside_writer count <database> <rows a commit> <acknowledged>   prints "integrity=<verdict> rows=<n> lost=<commits>"
 *
 * SQLite's defaults are set and read back, not assumed. No header is needed: the few functions used are
 * declared here with SQLite's documented signatures.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct sqlite3 sqlite3;
typedef struct sqlite3_stmt sqlite3_stmt;
int sqlite3_open(const char *filename, sqlite3 **db);
int sqlite3_exec(sqlite3 *db, const char *sql, void *callback, void *argument, char **error);
int sqlite3_prepare_v2(sqlite3 *db, const char *sql, int bytes, sqlite3_stmt **statement, const char **tail);
int sqlite3_bind_int64(sqlite3_stmt *statement, int position, long long value);
int sqlite3_step(sqlite3_stmt *statement);
int sqlite3_reset(sqlite3_stmt *statement);
int sqlite3_finalize(sqlite3_stmt *statement);
int sqlite3_close(sqlite3 *db);
const unsigned char *sqlite3_column_text(sqlite3_stmt *statement, int column);
const char *sqlite3_errmsg(sqlite3 *db);

#define SQLITE_OK 0
#define SQLITE_ROW 100
#define SQLITE_DONE 101

static sqlite3 *db;

static void fail(const char *what)
{
    fprintf(stderr, "error: %s: %s\n", what, db ? sqlite3_errmsg(db) : "no database");
    exit(1);
}

static void run(const char *sql)
{
    if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK) {
        fail(sql);
    }
}

/* The first column of sql's first row, as text, into out. */
static void ask(const char *sql, char *out, size_t size)
{
    sqlite3_stmt *statement;
    if (sqlite3_prepare_v2(db, sql, -1, &statement, NULL) != SQLITE_OK || sqlite3_step(statement) != SQLITE_ROW) {
        fail(sql);
    }
    snprintf(out, size, "%s", (const char *)sqlite3_column_text(statement, 0));
    /* Finalized: a statement left stepping keeps its transaction open, and an autocommit write behind it would never commit. */
    sqlite3_finalize(statement);
}

static void open_with_defaults(const char *path)
{
    char journal[32], synchronous[32];
    if (sqlite3_open(path, &db) != SQLITE_OK) {
        fail("open");
    }
    run("PRAGMA journal_mode=DELETE; PRAGMA synchronous=FULL;");
    ask("PRAGMA journal_mode", journal, sizeof journal);
    ask("PRAGMA synchronous", synchronous, sizeof synchronous);
    if (strcmp(journal, "delete") != 0 || strcmp(synchronous, "2") != 0) {
        fprintf(stderr, "error: read back journal_mode=%s synchronous=%s, not delete and 2 (FULL)\n", journal, synchronous);
        exit(1);
    }
}

static void write_commits(long rows, long commits)
{
    sqlite3_stmt *insert;
    if (sqlite3_prepare_v2(db, "INSERT INTO t (id, commit_no) VALUES (?, ?)", -1, &insert, NULL) != SQLITE_OK) {
        fail("prepare");
    }
    for (long commit = 1, id = 1; commit <= commits; commit++) {
        run("BEGIN");
        for (long row = 0; row < rows; row++, id++) {
            sqlite3_bind_int64(insert, 1, id);
            sqlite3_bind_int64(insert, 2, commit);
            if (sqlite3_step(insert) != SQLITE_DONE || sqlite3_reset(insert) != SQLITE_OK) {
                fail("insert");
            }
        }
        run("COMMIT");
        printf("ack %ld\n", commit);
        fflush(stdout);
    }
    /* Cut right behind the last acknowledgement: nothing more happens until the kill. */
    for (;;) {
        pause();
    }
}

static void count(long rows, long acknowledged)
{
    char integrity[256], present[32];
    ask("PRAGMA integrity_check", integrity, sizeof integrity);
    ask("SELECT count(*) FROM t", present, sizeof present);
    long kept = atol(present);
    /* A commit is kept whole or not at all: a part of one would be a torn transaction. */
    printf("integrity=%s rows=%ld lost=%ld%s\n", integrity, kept, acknowledged - kept / rows, kept % rows == 0 ? "" : " torn");
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "create") == 0) {
        open_with_defaults(argv[2]);
        run("CREATE TABLE t (id INTEGER PRIMARY KEY, commit_no INTEGER NOT NULL)");
        return sqlite3_close(db) == SQLITE_OK ? 0 : 1;
    }
    if (argc == 5 && (strcmp(argv[1], "write") == 0 || strcmp(argv[1], "count") == 0)) {
        open_with_defaults(argv[2]);
        if (strcmp(argv[1], "write") == 0) {
            write_commits(atol(argv[3]), atol(argv[4]));
        }
        count(atol(argv[3]), atol(argv[4]));
        return sqlite3_close(db) == SQLITE_OK ? 0 : 1;
    }
    fprintf(stderr, "usage: outside_writer create <db> | write <db> <rows a commit> <commits> | count <db> <rows a commit> <acknowledged>\n");
    return 2;
}
