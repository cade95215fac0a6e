package relgen

import "github.com/uridialect/uridialect/dialect"

// RelativizeUnfiltered is [Relativize] for a dialect whose resolution need
// not keep a prefix of the base: a client profile that rewrites what it
// resolves (lowercases the scheme, escapes characters, drops empty
// components). It tries every candidate, in order, resolving each, with
// neither the likely candidates nor the prefix filter, which assume a
// specification's resolution; the work stays within [Budget].
func RelativizeUnfiltered(d dialect.Dialect, base *dialect.Reference, target string) (string, error) {
	var t dialect.Reference
	bs := base.String()
	budget := Budget(bs, target)
	found, hit, prev := "", false, ""
	work := 0
	complete := Walk(bs, target, budget, func(c *Candidate) (int, bool) {
		text := c.Text(target)
		if text == prev && text != "" {
			return 0, true
		}
		prev = text
		if Resolves(d, &t, base, text, target) {
			found, hit = text, true
			return 0, false
		}
		work += len(bs) + len(text)
		return len(bs) + len(text), true
	})
	switch {
	case hit:
		return found, nil
	case !complete:
		text, _, err := cutShort(d, &t, base, target, work, budget)
		return text, err
	}
	return "", NoReference(d, &t, base, target)
}
