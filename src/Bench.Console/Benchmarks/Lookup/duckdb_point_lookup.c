/*
 * DuckDB's point lookup without DuckDB.NET (docs/workloads/ycsb.md, "DuckDB's point lookup"): W7's
 * read of every field of one key, through DuckDB's C API, straight against the libduckdb the
 * DuckDB.NET.Bindings.Full package ships (the suite builds this file with gcc and links it to that
 * very file). The database is a copy of one W7 loaded through the suite's DuckDB engine; the keys are
 * the planned reads' keys, in order. It times its own loops and prints what they did:
 *
 *   duckdb_point_lookup <database> <keys file> <fields> <field length> <select with $1 for the key>
 *
 * 1. a warm-up pass, untimed: the statement prepared once, every key looked up;
 * 2. the same lookups timed, the statement prepared once (the engine's floor);
 * 3. the same lookups timed, each extracted, prepared, run and destroyed as DuckDB.NET's
 *    PreparedStatement.PrepareMultiple does for every execution.
 * Every lookup must return one row of <fields> text columns of <field length> characters; anything
 * else fails the run. Output, one line: "rows=<lookups of one timed pass> ns=<pass 2> ns_each=<pass 3>".
 * No header is needed (the package ships none): the few functions and types used are declared here as
 * duckdb/duckdb's src/include/duckdb.h declares them.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef uint64_t idx_t;
typedef enum { DuckDBSuccess = 0, DuckDBError = 1 } duckdb_state;
typedef void *duckdb_database;
typedef void *duckdb_connection;
typedef void *duckdb_prepared_statement;
typedef void *duckdb_extracted_statements;
typedef void *duckdb_data_chunk;
typedef void *duckdb_vector;
typedef struct {
    idx_t deprecated_column_count;
    idx_t deprecated_row_count;
    idx_t deprecated_rows_changed;
    void *deprecated_columns;
    char *deprecated_error_message;
    void *internal_data;
} duckdb_result;
/* duckdb_string_t: 16 bytes, the length first, then the inlined text or a prefix and a pointer. */
typedef struct { uint32_t length; char rest[12]; } duckdb_string_t;

duckdb_state duckdb_open(const char *path, duckdb_database *out_database);
void duckdb_close(duckdb_database *database);
duckdb_state duckdb_connect(duckdb_database database, duckdb_connection *out_connection);
void duckdb_disconnect(duckdb_connection *connection);
duckdb_state duckdb_prepare(duckdb_connection connection, const char *query, duckdb_prepared_statement *out_prepared_statement);
const char *duckdb_prepare_error(duckdb_prepared_statement prepared_statement);
void duckdb_destroy_prepare(duckdb_prepared_statement *prepared_statement);
idx_t duckdb_extract_statements(duckdb_connection connection, const char *query, duckdb_extracted_statements *out_extracted_statements);
duckdb_state duckdb_prepare_extracted_statement(duckdb_connection connection, duckdb_extracted_statements extracted_statements,
                                                idx_t index, duckdb_prepared_statement *out_prepared_statement);
void duckdb_destroy_extracted(duckdb_extracted_statements *extracted_statements);
duckdb_state duckdb_bind_varchar(duckdb_prepared_statement prepared_statement, idx_t param_idx, const char *val);
duckdb_state duckdb_execute_prepared(duckdb_prepared_statement prepared_statement, duckdb_result *out_result);
const char *duckdb_result_error(duckdb_result *result);
void duckdb_destroy_result(duckdb_result *result);
duckdb_data_chunk duckdb_fetch_chunk(duckdb_result result);
idx_t duckdb_data_chunk_get_size(duckdb_data_chunk chunk);
idx_t duckdb_data_chunk_get_column_count(duckdb_data_chunk chunk);
duckdb_vector duckdb_data_chunk_get_vector(duckdb_data_chunk chunk, idx_t col_idx);
void *duckdb_vector_get_data(duckdb_vector vector);
void duckdb_destroy_data_chunk(duckdb_data_chunk *chunk);

static duckdb_connection connection;
static const char *sql;
static idx_t fields, field_length;

static void fail(const char *what, const char *detail, const char *key)
{
    fprintf(stderr, "error: %s%s%s: %s\n", what, key ? " of key " : "", key ? key : "", detail ? detail : "");
    exit(1);
}

/* Every line of the file, one key a line. */
static char **read_keys(const char *path, long *count)
{
    FILE *file = fopen(path, "rb");
    if (!file) fail("cannot open", path, 0);
    fseek(file, 0, SEEK_END);
    long size = ftell(file);
    fseek(file, 0, SEEK_SET);
    char *text = malloc(size + 1);
    if (fread(text, 1, size, file) != (size_t)size) fail("cannot read", path, 0);
    fclose(file);
    text[size] = 0;
    long lines = 0;
    for (long i = 0; i < size; i++) lines += text[i] == '\n';
    char **keys = malloc(sizeof(char *) * (lines + 1));
    char *line = text;
    for (long k = 0; k < lines; k++) {
        keys[k] = line;
        line += strcspn(line, "\n");
        *line++ = 0;
    }
    *count = lines;
    return keys;
}

static long long now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (long long)t.tv_sec * 1000000000LL + t.tv_nsec;
}

/* Binds the key, runs the statement and checks its one row: every field there, of its length. */
static void look_up(duckdb_prepared_statement statement, const char *key)
{
    duckdb_result result;
    if (duckdb_bind_varchar(statement, 1, key) != DuckDBSuccess) fail("bind", duckdb_prepare_error(statement), key);
    if (duckdb_execute_prepared(statement, &result) != DuckDBSuccess) fail("execute", duckdb_result_error(&result), key);
    duckdb_data_chunk chunk = duckdb_fetch_chunk(result);
    if (!chunk || duckdb_data_chunk_get_size(chunk) != 1 || duckdb_data_chunk_get_column_count(chunk) != fields) fail("not one row", "", key);
    for (idx_t f = 0; f < fields; f++) {
        duckdb_string_t *value = duckdb_vector_get_data(duckdb_data_chunk_get_vector(chunk, f));
        if (value->length != field_length) fail("a field of the wrong length", "", key);
    }
    duckdb_destroy_data_chunk(&chunk);
    duckdb_destroy_result(&result);
}

static duckdb_prepared_statement prepare(void)
{
    duckdb_prepared_statement statement;
    if (duckdb_prepare(connection, sql, &statement) != DuckDBSuccess) fail("prepare", duckdb_prepare_error(statement), 0);
    return statement;
}

/* As DuckDB.NET runs a command: extract the text's statements, prepare the one, run it, destroy both. */
static void look_up_unprepared(const char *key)
{
    duckdb_extracted_statements extracted;
    duckdb_prepared_statement statement;
    if (duckdb_extract_statements(connection, sql, &extracted) != 1) fail("extract", sql, key);
    if (duckdb_prepare_extracted_statement(connection, extracted, 0, &statement) != DuckDBSuccess) fail("prepare", duckdb_prepare_error(statement), key);
    look_up(statement, key);
    duckdb_destroy_prepare(&statement);
    duckdb_destroy_extracted(&extracted);
}

int main(int argc, char **argv)
{
    if (argc != 6) {
        fprintf(stderr, "usage: %s <database> <keys file> <fields> <field length> <select with $1 for the key>\n", argv[0]);
        return 2;
    }
    long count;
    char **keys = read_keys(argv[2], &count);
    fields = strtoull(argv[3], 0, 10);
    field_length = strtoull(argv[4], 0, 10);
    sql = argv[5];
    duckdb_database database;
    if (duckdb_open(argv[1], &database) != DuckDBSuccess) fail("open", argv[1], 0);
    if (duckdb_connect(database, &connection) != DuckDBSuccess) fail("connect", argv[1], 0);

    duckdb_prepared_statement statement = prepare();
    for (long k = 0; k < count; k++) look_up(statement, keys[k]);

    long long start = now_ns();
    for (long k = 0; k < count; k++) look_up(statement, keys[k]);
    long long prepared_once = now_ns() - start;
    duckdb_destroy_prepare(&statement);

    start = now_ns();
    for (long k = 0; k < count; k++) look_up_unprepared(keys[k]);
    long long prepared_each = now_ns() - start;

    duckdb_disconnect(&connection);
    duckdb_close(&database);
    printf("rows=%ld ns=%lld ns_each=%lld\n", count, prepared_once, prepared_each);
    return 0;
}
