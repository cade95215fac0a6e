package benchmix

import (
	"bufio"
	"io"
	"net/url"
	"strings"
)

// NetURLBatch is what the batch benchmarks compare uridialect's batch
// with: a plain bufio loop over net/url doing the same work, one line at
// a time. It reads base<TAB>reference lines of at most maxLine bytes from
// r, parses the base (once per run of equal bases) and the reference,
// resolves with ResolveReference, and writes
// base<TAB>reference<TAB>result<TAB>error lines to w.
func NetURLBatch(r io.Reader, w io.Writer, maxLine int) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), maxLine)
	bw := bufio.NewWriterSize(w, 64<<10)
	var (
		lastBase string
		base     *url.URL
		baseErr  error
	)
	for sc.Scan() {
		line := sc.Text()
		b, ref, _ := strings.Cut(line, "\t")
		if b != lastBase || base == nil {
			lastBase = b
			base, baseErr = url.Parse(b)
		}
		result, errText := "", ""
		if baseErr != nil {
			errText = baseErr.Error()
		} else if u, err := url.Parse(ref); err != nil {
			errText = err.Error()
		} else {
			result = base.ResolveReference(u).String()
		}
		bw.WriteString(line)
		bw.WriteByte('\t')
		bw.WriteString(result)
		bw.WriteByte('\t')
		bw.WriteString(errText)
		bw.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return err
	}
	return bw.Flush()
}
