package output

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/internal/tool/jsontwin"
	"github.com/uridialect/uridialect/migrate"
)

// A Format is a format of the link table.
type Format uint8

// The link table's formats.
const (
	TSV     Format = iota // tab-separated UTF-8, a header line first, a field with '"' quoted (docs/migrate.md)
	JSONL                 // one JSON object a line, the same keys on every line
	Parquet               // typed columns, for DuckDB, Spark or pandas
)

var formatNames = [...]string{"tsv", "jsonl", "parquet"}

// The files of the link table in each format (Format.File).
const (
	LinksTSV     = "links.tsv"
	LinksJSONL   = "links.jsonl"
	LinksParquet = "links.parquet"
)

// ParseFormat reads a format's name: tsv, jsonl or parquet.
func ParseFormat(s string) (Format, error) {
	for i, n := range formatNames {
		if s == n {
			return Format(i), nil
		}
	}
	return 0, fmt.Errorf("unknown link table format %q: want tsv, jsonl or parquet", s)
}

func (f Format) String() string {
	if int(f) < len(formatNames) {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", f)
}

// File is the name of the link table in format f: LinksTSV, ...
func (f Format) File() string { return "links." + f.String() }

// Text reports whether the link table in format f is text (TSV, JSONL):
// a line per row, so that tables of the same settings put end to end,
// without the header, are one table (Folder.AppendTable).
func (f Format) Text() bool { return f == TSV || f == JSONL }

// Rows says which links the link table holds. The summary and the report
// count every link either way.
type Rows uint8

// The rows of the link table.
const (
	ChangedRows Rows = iota // the links whose verdict is not same
	AllRows                 // every link
)

// ParseRows reads the name of the link table's rows: changed or all.
func ParseRows(s string) (Rows, error) {
	switch s {
	case "changed":
		return ChangedRows, nil
	case "all":
		return AllRows, nil
	}
	return 0, fmt.Errorf("unknown link table rows %q: want changed or all", s)
}

func (r Rows) String() string {
	if r == AllRows {
		return "all"
	}
	return "changed"
}

// Keeps reports whether the link table of rows r holds row.
func (r Rows) Keeps(row *migrate.Row) bool {
	return r == AllRows || row.Verdict != migrate.Same
}

// Columns say the link table's columns past its fixed ones: a group per
// modern dialect, and the replay columns of a run that looked captures
// up (migrate.Config.Replay): capture_then, and DIALECT_capture_now and
// DIALECT_replay for each dialect, after the other columns.
type Columns struct {
	To     []string
	Replay bool
}

// ColumnsOf returns the columns of the link table of a migration under
// cfg.
func ColumnsOf(cfg migrate.Config) Columns {
	return Columns{To: dialectNames(cfg), Replay: cfg.Replay != nil}
}

// A LinkTable writes the link table in one format into a writer, keeping
// the rows its Rows say: the one writer of the link table, for a
// Folder's files and a pipeline's parts.
type LinkTable struct {
	rows   Rows
	replay bool          // the replay columns (Columns.Replay)
	text   *bufio.Writer // TSV and JSONL
	tsv    bool
	cols   []*column // TSV
	pq     *parquetWriter
	line   []byte
}

// NewLinkTable starts a link table in format into w, its columns for the
// modern dialects named to; the TSV header is written at once.
func NewLinkTable(w io.Writer, format Format, rows Rows, to []string) (*LinkTable, error) {
	return NewLinkTableOf(w, format, rows, Columns{To: to})
}

// NewLinkTableOf is NewLinkTable for the columns cols.
func NewLinkTableOf(w io.Writer, format Format, rows Rows, cols Columns) (*LinkTable, error) {
	t, err := NewLinkTableRowsOf(w, format, rows, cols)
	if err == nil && t.tsv {
		_, err = t.text.Write(tsvHeader(t.cols))
	}
	return t, err
}

// NewLinkTableRows is NewLinkTable without the TSV header: the rows of a
// part of a text table (a pipeline's, one per input file), which
// Folder.AppendTable puts after the rows of the parts before.
func NewLinkTableRows(w io.Writer, format Format, rows Rows, to []string) (*LinkTable, error) {
	return NewLinkTableRowsOf(w, format, rows, Columns{To: to})
}

// NewLinkTableRowsOf is NewLinkTableRows for the columns cols.
func NewLinkTableRowsOf(w io.Writer, format Format, rows Rows, cols Columns) (*LinkTable, error) {
	t := &LinkTable{rows: rows, replay: cols.Replay}
	switch format {
	case Parquet:
		t.pq = newParquetWriter(w, cols)
	case TSV, JSONL:
		t.text, t.tsv = bufio.NewWriterSize(w, 1<<20), format == TSV
		if t.tsv {
			t.cols = columnsOf(cols)
		}
	default:
		return nil, fmt.Errorf("no link table format %v", format)
	}
	return t, nil
}

// Write writes the rows of one record that the table keeps.
func (t *LinkTable) Write(rows []migrate.Row) error {
	for i := range rows {
		r := &rows[i]
		if !t.rows.Keeps(r) {
			continue
		}
		if t.pq != nil {
			if err := t.pq.write(r); err != nil {
				return err
			}
			continue
		}
		if t.tsv {
			t.line = appendTSV(t.line[:0], t.cols, r)
		} else {
			t.line = appendJSON(t.line[:0], r, t.replay)
		}
		if _, err := t.text.Write(t.line); err != nil {
			return err
		}
	}
	return nil
}

// Close writes what is buffered (and Parquet's footer); it does not
// close the writer.
func (t *LinkTable) Close() error {
	if t.pq != nil {
		return t.pq.close()
	}
	return t.text.Flush()
}

// appendJSON appends row as one line of the JSONL link table: the keys
// of a Row's JSON, every one on every line (null where the value is
// empty, ie_conditional false), so that a reader that infers the columns
// from the first lines (DuckDB reads 20,480) meets no new key after; the
// values taken from the document written as the TSV writes them
// (showText), the twins of raw, the targets and rewrite (KEY_bytes, null
// where the text is the bytes) holding the exact bytes percent-encoded
// (exactBytes). The replay keys (capture_then, and capture_now and replay
// in each side) are those of a run that looked captures up (replay).
// Written without reflection, for a corpus has millions of links.
func appendJSON(b []byte, row *migrate.Row, replay bool) []byte {
	key := func(k string) {
		if b[len(b)-1] != '{' {
			b = append(b, ',')
		}
		b = append(b, '"')
		b = append(b, k...)
		b = append(b, '"', ':')
	}
	value := func(v string) {
		if v == "" {
			b = append(b, "null"...)
		} else {
			b = jsontwin.AppendString(b, v)
		}
	}
	label := func(k, v string) { key(k); value(v) }
	text := func(k, v string) { key(k); value(showText(v, row.Encoding)) }
	exact := func(k, v string) {
		t := showText(v, row.Encoding)
		key(k)
		value(t)
		key(k + jsontwin.Suffix)
		value(exactBytes(v, t))
	}
	num := func(k string, v int64) {
		key(k)
		b = strconv.AppendInt(b, v, 10)
	}
	b = append(b, '{')
	text("document", row.Document)
	text("file", row.File)
	num("record_offset", row.RecordOffset)
	text("record", row.Record)
	label("date", row.Date)
	text("element", row.Element)
	text("attribute", row.Attribute)
	num("offset", int64(row.Offset))
	label("encoding", row.Encoding)
	exact("raw", row.Raw)
	label("from", row.From)
	text("base_then", row.BaseThen)
	label("base_then_layer", row.BaseThenLayer)
	exact("target_then", row.TargetThen)
	text("error_then", row.ErrorThen)
	key("now")
	b = append(b, '[')
	for i := range row.Now {
		s := &row.Now[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		label("dialect", s.Dialect)
		text("base", s.Base)
		label("base_layer", s.BaseLayer)
		exact("target", s.Target)
		text("error", s.Error)
		label("verdict", string(s.Verdict))
		if replay {
			label("capture_now", s.CaptureNow)
			label("replay", string(s.Replay))
		}
		b = append(b, '}')
	}
	b = append(b, ']')
	label("verdict", string(row.Verdict))
	label("cause", row.Cause)
	exact("rewrite", row.Rewrite)
	label("no_rewrite", row.NoRewrite)
	key("ie_conditional")
	b = strconv.AppendBool(b, row.IEConditional)
	if replay {
		label("capture_then", row.CaptureThen)
	}
	return append(b, '}', '\n')
}

// tsvHeader returns the link table's header line: the names of cols, each
// column where bytes matter followed by its twin.
func tsvHeader(cols []*column) []byte {
	var b []byte
	for i, c := range cols {
		if i > 0 {
			b = append(b, '\t')
		}
		b = append(b, c.name...)
		if c.bytes {
			b = append(b, "\t"+c.name+jsontwin.Suffix...)
		}
	}
	return append(b, '\n')
}

// appendTSV appends row as one line of the link table: its columns (cols)
// as text (showText), with no TAB or line break in a field; a field that
// holds '"' is quoted, its quotes doubled (RFC 4180, Section 2), the one
// convention DuckDB's read_csv, pandas' read_csv (sep='\t') and Python's
// csv module all read back with their defaults; pandas' defaults also read
// a field that is one of its na_values ("NA", "null", ...) as null, quoted
// or not (docs/migrate.md). Nothing else is escaped: a backslash
// is a backslash.
func appendTSV(b []byte, cols []*column, row *migrate.Row) []byte {
	for i, c := range cols {
		if i > 0 {
			b = append(b, '\t')
		}
		switch c.kind {
		case colInt:
			b = strconv.AppendInt(b, c.num(row), 10)
		case colText:
			v := c.text(row)
			t := showText(v, row.Encoding)
			b = appendTSVField(b, t)
			if c.bytes {
				b = append(b, '\t')
				b = append(b, exactBytes(v, t)...)
			}
		default:
			b = appendTSVField(b, c.text(row))
		}
	}
	return append(b, '\n')
}

// appendTSVField appends s, text without TAB or line break, quoted when
// it holds '"'.
func appendTSVField(b []byte, s string) []byte {
	if strings.IndexByte(s, '"') < 0 {
		return append(b, s...)
	}
	b = append(b, '"')
	b = append(b, strings.ReplaceAll(s, `"`, `""`)...)
	return append(b, '"')
}
