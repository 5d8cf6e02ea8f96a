"""Small datasets in the layout the ten real AIRS-Bench task folders read (tests/test_import_airs_real.py).

    python airs_real_data.py DATA_DIR SVAMP_GOLD_CSV

Run with an interpreter that has Hugging Face `datasets` (the cached import environment, not
sab's own). Each dataset is a `DatasetDict` saved with `save_to_disk` under
`DATA_DIR/<logging_info.dataset>/<config>`, the path the task's prepare.py and
evaluate_prepare.py read, with the columns its prepare.py, evaluate_prepare.py, evaluate.py and
custom_labels.py use, and a handful of rows. SVAMP's test answers are those of its real
gold_submission.csv (300 rows, in order), so that the gold submission is right on this data.
"""

from __future__ import annotations

import json
import os
import sys

from datasets import Dataset, DatasetDict


def save(root: str, rel: str, splits: dict[str, dict[str, list]]) -> None:
    DatasetDict({name: Dataset.from_dict(columns) for name, columns in splits.items()}).save_to_disk(
        os.path.join(root, rel))


def apps(n: int) -> dict[str, list]:
    solution = "n = int(input())\nprint(n * 2)\n"
    return {"problem_id": list(range(n)), "question": [f"Print twice the number {i}." for i in range(n)],
            "solutions": [json.dumps([solution]) for _ in range(n)],
            "input_output": [json.dumps({"inputs": [f"{i}\n"], "outputs": [f"{2 * i}\n"]}) for i in range(n)],
            "difficulty": ["introductory"] * n, "url": [f"https://example.invalid/{i}" for i in range(n)],
            "starter_code": [""] * n}


def wsc(n: int, offset: int) -> dict[str, list]:
    return {"text": [f"Mark told Pete many lies about himself, {i}." for i in range(n)], "span1_index": [0] * n,
            "span2_index": [5] * n, "span1_text": ["Mark"] * n, "span2_text": ["himself"] * n,
            "idx": list(range(offset, offset + n)), "label": [i % 2 for i in range(n)]}


QM9_TARGETS = ("mu", "alpha", "eps_HOMO", "eps_LUMO", "delta_eps", "R_2_Abs", "ZPVE", "U_0", "U", "H", "G", "c_v",
               "U_0_ATOM", "U_ATOM", "H_ATOM", "G_ATOM")


def qm9(n: int) -> dict[str, list]:
    columns = {"pos": [[[0.0, 0.0, float(i)], [1.0, 0.0, 0.0]] for i in range(n)],
               "atomic_numbers": [[6, 1] for _ in range(n)], "natoms": [2] * n, "id": [f"m{i}" for i in range(n)]}
    columns.update({name: [float(i) + 0.25 * k for i in range(n)] for k, name in enumerate(QM9_TARGETS)})
    return columns


def zinc(n: int) -> dict[str, list]:
    return {"node_feat": [[[1], [2]] for _ in range(n)], "edge_index": [[[0, 1], [1, 0]] for _ in range(n)],
            "edge_attr": [[[1], [1]] for _ in range(n)], "y": [[0.5 * i - 1.0] for i in range(n)],
            "num_nodes": [2] * n}


def svamp(n: int, offset: int, answers: list[float] | None = None) -> dict[str, list]:
    answers = answers or [float(i + 3) for i in range(n)]
    return {"ID": [f"chal-{offset + i}" for i in range(n)], "Body": [f"Jack has {i} apples." for i in range(n)],
            "Question": ["How many apples does he have after buying 3?"] * n, "Equation": [f"( {i} + 3.0 )" for i in range(n)],
            "Answer": answers, "Type": ["Addition"] * n,
            "question_concat": [f"Jack has {i} apples. How many apples does he have after buying 3?" for i in range(n)]}


def eli5(n: int) -> dict[str, list]:
    return {"q_id": [f"q{i}" for i in range(n)], "title": [f"Why is the sky blue, take {i}?" for i in range(n)],
            "answers": [{"a_id": [f"a{i}"], "text": [f"Rayleigh scattering of sunlight, reason {i}."], "score": [3]}
                        for i in range(n)]}


def squad(n: int, offset: int) -> dict[str, list]:
    return {"id": [f"s{offset + i}" for i in range(n)], "title": ["Normans"] * n,
            "context": [f"The Normans gave their name to Normandy in year {900 + i}." for i in range(n)],
            "question": ["When did the Normans name Normandy?"] * n,
            "answers": [{"text": [f"{900 + i}", f"year {900 + i}"], "answer_start": [52, 47]} for i in range(n)]}


def yelp(n: int) -> dict[str, list]:
    return {"label": [i % 5 for i in range(n)], "text": [f"Review number {i}: it was fine." for i in range(n)]}


def sick(n: int, offset: int) -> dict[str, list]:
    return {"id": [str(offset + i) for i in range(n)], "sentence_A": [f"A man plays guitar {i}." for i in range(n)],
            "sentence_B": [f"A person plays an instrument {i}." for i in range(n)],
            "label": [i % 3 for i in range(n)], "relatedness_score": [1.0 + (i * 0.37) % 4 for i in range(n)],
            "entailment_AB": ["A_neutral_B"] * n}


def rideshare(n: int, length: int) -> dict[str, list]:
    """Each entry holds 2 target series and 1 dynamic feature series of `length` steps."""
    return {"start": ["2019-01-01 00:00:00"] * n, "item_id": [f"T{i}" for i in range(n)],
            "target": [[[float(i + s + t) for t in range(length)] for s in range(2)] for i in range(n)],
            "feat_dynamic_real": [[[float(t % 7) for t in range(length)]] for _ in range(n)]}


def build(root: str, svamp_gold: str) -> None:
    with open(svamp_gold, encoding="utf-8") as handle:
        answers = [float(line) for line in handle.read().split()[1:]]
    save(root, "codeparrot/apps/all", {"train": apps(3), "test": apps(3)})
    save(root, "aps/super_glue/wsc", {"train": wsc(6, 0), "validation": wsc(4, 100), "test": wsc(4, 200)})
    save(root, "nimashoghi/qm9/default", {"train": qm9(6), "test": qm9(4)})
    save(root, "graphs-datasets/ZINC/default", {"train": zinc(6), "test": zinc(4)})
    save(root, "ChilleD/SVAMP/default", {"train": svamp(6, 0), "test": svamp(len(answers), 100, answers)})
    save(root, "Pavithree/eli5/default", {"train": eli5(5), "test": eli5(4)})
    save(root, "rajpurkar/squad/plain_text", {"train": squad(5, 0), "validation": squad(4, 100)})
    save(root, "Yelp/yelp_review_full/yelp_review_full", {"train": yelp(8), "test": yelp(6)})
    save(root, "RobZamp/sick/default", {"train": sick(6, 0), "validation": sick(4, 100), "test": sick(5, 200)})
    save(root, "Monash-University/monash_tsf/rideshare",
         {"train": rideshare(3, 10), "validation": rideshare(3, 12), "test": rideshare(3, 14)})


if __name__ == "__main__":
    build(sys.argv[1], sys.argv[2])
