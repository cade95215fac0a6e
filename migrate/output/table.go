package output

import (
	"bufio"
	"fmt"
	"io"
	"strconv"

	"github.com/uridialect/uridialect/engine"
	"github.com/uridialect/uridialect/internal/tool/jsontwin"
	"github.com/uridialect/uridialect/migrate"
)

// A Format is a format of the link table.
type Format uint8

// The link table's formats.
const (
	TSV     Format = iota // tab-separated, a header line first, fields escaped as resolve's batch escapes them
	JSONL                 // one JSON object a line, the TSV's columns as keys
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
// up (migrate.Config.Replay): capture_then, and capture_now and replay
// for each dialect, after the other columns.
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
	rows Rows
	cols Columns
	text *bufio.Writer // TSV and JSONL
	tsv  bool
	pq   *parquetWriter
	line []byte
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
		_, err = t.text.Write(tsvHeader(cols))
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
	t := &LinkTable{rows: rows, cols: cols}
	switch format {
	case Parquet:
		t.pq = newParquetWriter(w, cols)
	case TSV, JSONL:
		t.text, t.tsv = bufio.NewWriterSize(w, 1<<20), format == TSV
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
			t.line = appendTSV(t.line[:0], r, t.cols.Replay)
		} else {
			t.line = appendJSON(t.line[:0], r, t.cols.Replay)
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

// appendJSON appends row as one line of the JSONL link table: the object
// encoding/json writes for a Row (without HTML escaping), written without
// reflection, for a corpus has millions of links. As in all the command
// line's JSON, a string that is not UTF-8 (a 1995 page in Latin-1), which
// encoding/json would show with U+FFFD, is followed by its twin
// KEY_bytes, the exact bytes (package jsontwin). The replay keys are
// written by the table of a run that looked captures up (replay).
func appendJSON(b []byte, row *migrate.Row, replay bool) []byte {
	str := func(key, v string, omitEmpty bool) {
		if omitEmpty && v == "" {
			return
		}
		if b[len(b)-1] != '{' {
			b = append(b, ',')
		}
		b = jsontwin.AppendField(b, key, v)
	}
	num := func(key string, v int64) {
		b = append(b, ',', '"')
		b = append(b, key...)
		b = append(b, '"', ':')
		b = strconv.AppendInt(b, v, 10)
	}
	b = append(b, '{')
	str("document", row.Document, false)
	str("file", row.File, false)
	num("record_offset", row.RecordOffset)
	str("record", row.Record, true)
	str("date", row.Date, true)
	str("element", row.Element, true)
	str("attribute", row.Attribute, true)
	num("offset", int64(row.Offset))
	str("raw", row.Raw, false)
	str("from", row.From, false)
	str("base_then", row.BaseThen, false)
	str("base_then_layer", row.BaseThenLayer, false)
	str("target_then", row.TargetThen, true)
	str("error_then", row.ErrorThen, true)
	b = append(b, `,"now":[`...)
	for i := range row.Now {
		s := &row.Now[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, '{')
		str("dialect", s.Dialect, false)
		str("base", s.Base, false)
		str("base_layer", s.BaseLayer, false)
		str("target", s.Target, true)
		str("error", s.Error, true)
		str("verdict", string(s.Verdict), false)
		if replay {
			str("capture_now", s.CaptureNow, true)
			str("replay", string(s.Replay), true)
		}
		b = append(b, '}')
	}
	b = append(b, ']')
	str("verdict", string(row.Verdict), false)
	str("cause", row.Cause, true)
	str("rewrite", row.Rewrite, true)
	str("no_rewrite", row.NoRewrite, true)
	if row.IEConditional {
		b = append(b, `,"ie_conditional":true`...)
	}
	if replay {
		str("capture_then", row.CaptureThen, true)
	}
	return append(b, '}', '\n')
}

// tsvHeader returns the link table's header line for the columns cols:
// the fixed columns, then base, layer, target and verdict for each modern
// dialect, the row's verdict, cause and rewrite, and, with replay,
// capture_then, then capture_now and replay for each dialect.
func tsvHeader(cols Columns) []byte {
	b := []byte("document\tfile\trecord_offset\trecord\tdate\telement\tattribute\toffset\traw\tfrom\tbase_then\tbase_then_layer\ttarget_then")
	for _, n := range cols.To {
		for _, col := range []string{"base_now", "base_now_layer", "target_now", "verdict"} {
			b = append(b, '\t')
			b = append(b, col+":"+n...)
		}
	}
	b = append(b, "\tverdict\tcause\trewrite\tno_rewrite"...)
	if cols.Replay {
		b = append(b, "\tcapture_then"...)
		for _, n := range cols.To {
			b = append(b, "\tcapture_now:"+n+"\treplay:"+n...)
		}
	}
	return append(b, '\n')
}

// appendTSV appends row as one line of the link table: fields escaped as
// the batch escapes them (engine.AppendField), a failure written as
// "error: " and its reason in the target's column; with replay, the
// replay columns after the others.
func appendTSV(b []byte, row *migrate.Row, replay bool) []byte {
	field := func(s string) { b = engine.AppendField(b, s); b = append(b, '\t') }
	field(row.Document)
	field(row.File)
	b = strconv.AppendInt(b, row.RecordOffset, 10)
	b = append(b, '\t')
	field(row.Record)
	field(row.Date)
	field(row.Element)
	field(row.Attribute)
	b = strconv.AppendInt(b, int64(row.Offset), 10)
	b = append(b, '\t')
	field(row.Raw)
	field(row.From)
	field(row.BaseThen)
	field(row.BaseThenLayer)
	field(row.Then())
	for i := range row.Now {
		s := &row.Now[i]
		field(s.Base)
		field(s.BaseLayer)
		field(s.Now())
		field(string(s.Verdict))
	}
	field(string(row.Verdict))
	field(row.Cause)
	field(row.Rewrite)
	b = engine.AppendField(b, row.NoRewrite)
	if replay {
		b = append(b, '\t')
		b = engine.AppendField(b, row.CaptureThen)
		for i := range row.Now {
			b = append(b, '\t')
			b = engine.AppendField(b, row.Now[i].CaptureNow)
			b = append(b, '\t')
			b = engine.AppendField(b, string(row.Now[i].Replay))
		}
	}
	return append(b, '\n')
}
