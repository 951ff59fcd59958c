#!/usr/bin/env python3
import json, sys, collections
rows=[json.loads(l) for l in open(sys.argv[1] if len(sys.argv)>1 else '/tmp/bitfuzz/results.jsonl')]
fn=tk=lin=lintk=0; nonlin_tk=[]; byshape=collections.defaultdict(lambda:[0,0]); why=collections.Counter(); out_of_range_tk=[]
miss_lin=[]
for r in rows:
    for m in r['metas']:
        fn+=1; t=len(m['taken'])>0; tk+=t
        intended = m['linear'] and m.get('nonlin') is None and m.get('fit') and 'step2' not in m['notes']
        if intended:
            lin+=1; lintk+=t; byshape[m['shape']][0]+=1; byshape[m['shape']][1]+=t
            if not t:
                for w in m['missed']: why[w]+=1
                if not m['missed']: miss_lin.append((r['seed'],m['name'],m['shape'],m['w'],m['n'],m['notes'],m['qual']))
        elif t:
            (nonlin_tk if not m['linear'] else out_of_range_tk).append((r['seed'],m['name'],m['nonlin'],m['n'],m['taken']))
print("programs %d, functions %d, transformed %d"%(len(rows),fn,tk))
print("intended-linear (affine, 4..65 runs): %d, transformed %d"%(lin,lintk))
for s,(a,b) in sorted(byshape.items()): print("  %-12s %4d %4d"%(s,a,b))
print("missed reasons:"); [print("  %4d %s"%(c,w)) for w,c in why.most_common()]
print("untaken without NotTable remark: %d"%len(miss_lin)); [print("  ",x) for x in miss_lin[:int(sys.argv[2]) if len(sys.argv)>2 else 15]]
print("non-linear taken:",nonlin_tk[:20], len(nonlin_tk))
print("out-of-range n taken:",out_of_range_tk[:20], len(out_of_range_tk))
probs=[(r['seed'],r['problems'],r.get('clangO2_agrees')) for r in rows if r['problems']]
print("problems:",len(probs)); [print("  ",p) for p in probs]
