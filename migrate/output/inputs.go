package output

import (
	"bytes"
	"io"
	"strconv"

	"github.com/uridialect/uridialect/migrate"
)

// inputsHeader names the columns of InputsTSV.
const inputsHeader = "input\tformat\tbytes\tread\tmigrated\tskipped\tfailed\tfirst_failure_offset\tfirst_failure\tfrom\n"

var _ migrate.InputSink = (*Folder)(nil)

// WriteInputs writes InputsTSV: a row for each input file (each WARC of
// a WACZ package its own), in input order (AppendInputRows).
func (o *Folder) WriteInputs(inputs []migrate.InputCount) error {
	return o.AppendInputs(bytes.NewReader(AppendInputRows(nil, inputs)))
}

// AppendInputs appends to InputsTSV the rows r holds, as AppendInputRows
// wrote them (its header written first): the rows of input files
// migrated apart, put together in input order, are the file written
// whole.
func (o *Folder) AppendInputs(r io.Reader) error {
	if o.inputs == nil {
		f, err := o.create(InputsTSV)
		if err != nil {
			return err
		}
		o.inputs = f
		if _, err := io.WriteString(f, inputsHeader); err != nil {
			return writeError(InputsTSV, err)
		}
	}
	if _, err := io.Copy(o.inputs, r); err != nil {
		return writeError(InputsTSV, err)
	}
	return nil
}

// AppendInputRows appends to b the rows of InputsTSV for inputs: for
// each, its name, the format it was read as, the bytes read from it, its
// records read, migrated, skipped and failed, and its first failure
// (offset and reason; empty when none failed), and the configuration its
// records were migrated under (migrate.InputCount.From), text fields as
// the link table's TSV writes them (UTF-8, controls percent-encoded, quoted when
// they hold '"'). The columns add up to the summary's records.
func AppendInputRows(b []byte, inputs []migrate.InputCount) []byte {
	for i := range inputs {
		in := &inputs[i]
		b = appendTSVField(b, showText(in.Name, ""))
		b = append(b, '\t')
		b = append(b, in.Format...)
		for _, n := range []int64{in.Bytes, int64(in.Read), int64(in.Migrated), int64(in.Skipped), int64(in.Failed)} {
			b = append(b, '\t')
			b = strconv.AppendInt(b, n, 10)
		}
		b = append(b, '\t')
		if f := in.FirstFailure; f != nil {
			b = strconv.AppendInt(b, f.Offset, 10)
			b = append(b, '\t')
			b = appendTSVField(b, showText(f.Reason, ""))
		} else {
			b = append(b, '\t')
		}
		b = append(b, '\t')
		b = appendTSVField(b, showText(in.From, ""))
		b = append(b, '\n')
	}
	return b
}
